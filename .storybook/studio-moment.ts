/**
 * The moment the studio's demo data is made and its screens are drawn: a Thursday morning in
 * Amsterdam. The visual suite stands the browser's clock here too, so relative dates ("3 dagen
 * geleden") and "today" in the forms match the answers and the baselines do not drift by the day.
 */
export const STUDIO_MOMENT = Date.parse('2026-11-26T10:00:00+01:00');
