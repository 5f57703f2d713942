// The maximum-mortgage widget's words in the portal's three languages, informal and formal where
// they differ ([je, u]). A bundle carries its own words (no i18next inside a widget); the page
// hands it a `language`. German keeps "Zinssatz" for interest: "Rente" is a pension there.
type Pair = readonly [informal: string, formal: string];

export interface WidgetTexts {
  title: string;
  income: Pair;
  partnerIncome: Pair;
  studentDebt: string;
  creditLimits: string;
  rate: string;
  fixedPeriod: string;
  years: (count: number) => string;
  energyLabel: string;
  unknown: string;
  calculate: string;
  failed: Pair;
  canBorrow: Pair;
  monthlyGross: string;
  nhgPossible: string;
  nhgNotPossible: string;
  howCalculated: string;
  askAdvice: string;
  thanks: Pair;
  thanksText: Pair;
  /** The explanation's figures: key, label, and what it means. */
  figures: readonly (readonly [key: string, label: string, why: Pair])[];
}

const same = (text: string): Pair => [text, text];

const nl: WidgetTexts = {
  title: 'Maximale hypotheek',
  income: ['Je bruto inkomen per maand (€)', 'Uw bruto inkomen per maand (€)'],
  partnerIncome: ['Bruto inkomen van je partner per maand (€)', 'Bruto inkomen van uw partner per maand (€)'],
  studentDebt: 'Studieschuld per maand (€)',
  creditLimits: 'Kredietlimieten (€)',
  rate: 'Rente (%)',
  fixedPeriod: 'Rentevaste periode',
  years: (count) => `${count} jaar`,
  energyLabel: 'Energielabel',
  unknown: 'Onbekend',
  calculate: 'Bereken',
  failed: ['Berekenen is niet gelukt. Controleer je gegevens.', 'Berekenen is niet gelukt. Controleer uw gegevens.'],
  canBorrow: ['Je kunt maximaal lenen', 'U kunt maximaal lenen'],
  monthlyGross: 'Bruto maandlast',
  nhgPossible: 'NHG mogelijk',
  nhgNotPossible: 'NHG niet mogelijk',
  howCalculated: 'Zo is dit berekend',
  askAdvice: 'Vraag advies aan',
  thanks: ['Bedankt voor je aanvraag!', 'Bedankt voor uw aanvraag!'],
  thanksText: ['Je adviseur neemt contact met je op over je maximale hypotheek van', 'Uw adviseur neemt contact met u op over uw maximale hypotheek van'],
  figures: [
    ['toetsinkomen', 'Toetsinkomen', same('Het bruto jaarinkomen waarmee de leennormen rekenen: maandinkomen × 12,96 (met vakantiegeld).')],
    ['woonquote', 'Woonquote', same('Het deel van het toetsinkomen dat naar de woonlasten mag, uit de Nibud-tabel bij dit inkomen en deze rente.')],
    ['test_rate', 'Toetsrente', same('De rente waarmee getoetst wordt: bij minder dan 10 jaar rentevast minstens de toetsrente van de AFM.')],
    [
      'obligations_monthly',
      'Schulden per maand',
      ['Wat je studieschuld en kredieten per maand van je leenruimte afhalen.', 'Wat uw studieschuld en kredieten per maand van uw leenruimte afhalen.'],
    ],
    ['monthly_burden', 'Woonlast per maand', same('Woonquote × toetsinkomen ÷ 12, min de schulden per maand.')],
    [
      'loan_on_income',
      'Lening op inkomen',
      [
        'Wat je met die woonlast in 30 jaar annuïtair kunt lenen tegen de toetsrente.',
        'Wat u met die woonlast in 30 jaar annuïtair kunt lenen tegen de toetsrente.',
      ],
    ],
    ['single_amount', 'Extra voor alleenstaanden', same('Wie alleen koopt, mag dit bedrag extra lenen.')],
    ['energy_amount', 'Extra voor energie', same('Extra leenruimte voor het energielabel van de woning en energiebesparende maatregelen.')],
  ],
};

const en: WidgetTexts = {
  title: 'Maximum mortgage',
  income: same('Your gross income per month (€)'),
  partnerIncome: same("Your partner's gross income per month (€)"),
  studentDebt: 'Student debt per month (€)',
  creditLimits: 'Credit limits (€)',
  rate: 'Interest rate (%)',
  fixedPeriod: 'Fixed-rate period',
  years: (count) => `${count} ${count === 1 ? 'year' : 'years'}`,
  energyLabel: 'Energy label',
  unknown: 'Unknown',
  calculate: 'Calculate',
  failed: same('The calculation did not work. Please check your details.'),
  canBorrow: same('You can borrow at most'),
  monthlyGross: 'Gross monthly payment',
  nhgPossible: 'NHG possible',
  nhgNotPossible: 'NHG not possible',
  howCalculated: 'How this was calculated',
  askAdvice: 'Ask for advice',
  thanks: same('Thank you for your request!'),
  thanksText: same('Your adviser will contact you about your maximum mortgage of'),
  figures: [
    ['toetsinkomen', 'Assessment income', same('The gross yearly income the lending standards use: monthly income × 12.96 (with holiday pay).')],
    ['woonquote', 'Housing ratio', same('The share of the assessment income that may go to housing costs, from the Nibud table for this income and rate.')],
    ['test_rate', 'Assessment rate', same('The rate the loan is assessed at: with less than 10 years fixed, at least the AFM assessment rate.')],
    ['obligations_monthly', 'Debts per month', same('What your student debt and credit take off your borrowing room each month.')],
    ['monthly_burden', 'Housing costs per month', same('Housing ratio × assessment income ÷ 12, minus the debts per month.')],
    ['loan_on_income', 'Loan on income', same('What you can borrow with those housing costs over 30 years as an annuity at the assessment rate.')],
    ['single_amount', 'Extra for single buyers', same('Whoever buys alone may borrow this amount extra.')],
    ['energy_amount', 'Extra for energy', same("Extra borrowing room for the home's energy label and energy-saving measures.")],
  ],
};

const de: WidgetTexts = {
  title: 'Maximale Hypothek',
  income: ['Dein Bruttoeinkommen pro Monat (€)', 'Ihr Bruttoeinkommen pro Monat (€)'],
  partnerIncome: ['Bruttoeinkommen deines Partners pro Monat (€)', 'Bruttoeinkommen Ihres Partners pro Monat (€)'],
  studentDebt: 'Studienschulden pro Monat (€)',
  creditLimits: 'Kreditrahmen (€)',
  rate: 'Zinssatz (%)',
  fixedPeriod: 'Zinsbindung',
  years: (count) => `${count} ${count === 1 ? 'Jahr' : 'Jahre'}`,
  energyLabel: 'Energieausweis',
  unknown: 'Unbekannt',
  calculate: 'Berechnen',
  failed: ['Die Berechnung hat nicht geklappt. Prüfe deine Angaben.', 'Die Berechnung hat nicht geklappt. Prüfen Sie Ihre Angaben.'],
  canBorrow: ['Du kannst höchstens leihen', 'Sie können höchstens leihen'],
  monthlyGross: 'Monatliche Bruttobelastung',
  nhgPossible: 'NHG möglich',
  nhgNotPossible: 'NHG nicht möglich',
  howCalculated: 'So wurde das berechnet',
  askAdvice: 'Beratung anfragen',
  thanks: ['Danke für deine Anfrage!', 'Danke für Ihre Anfrage!'],
  thanksText: ['Dein Berater meldet sich bei dir zu deiner maximalen Hypothek von', 'Ihr Berater meldet sich bei Ihnen zu Ihrer maximalen Hypothek von'],
  figures: [
    ['toetsinkomen', 'Prüfeinkommen', same('Das Bruttojahreseinkommen, mit dem die Kreditnormen rechnen: Monatseinkommen × 12,96 (mit Urlaubsgeld).')],
    [
      'woonquote',
      'Wohnkostenquote',
      same('Der Anteil des Prüfeinkommens, der in die Wohnkosten gehen darf, aus der Nibud-Tabelle für dieses Einkommen und diesen Zinssatz.'),
    ],
    ['test_rate', 'Prüfzinssatz', same('Der Zinssatz, mit dem geprüft wird: bei weniger als 10 Jahren Zinsbindung mindestens der Prüfzinssatz der AFM.')],
    [
      'obligations_monthly',
      'Schulden pro Monat',
      [
        'Was deine Studienschulden und Kredite pro Monat von deinem Finanzierungsspielraum abziehen.',
        'Was Ihre Studienschulden und Kredite pro Monat von Ihrem Finanzierungsspielraum abziehen.',
      ],
    ],
    ['monthly_burden', 'Wohnkosten pro Monat', same('Wohnkostenquote × Prüfeinkommen ÷ 12, abzüglich der Schulden pro Monat.')],
    [
      'loan_on_income',
      'Darlehen nach Einkommen',
      [
        'Was du mit diesen Wohnkosten in 30 Jahren als Annuität zum Prüfzinssatz leihen kannst.',
        'Was Sie mit diesen Wohnkosten in 30 Jahren als Annuität zum Prüfzinssatz leihen können.',
      ],
    ],
    ['single_amount', 'Zusatz für Alleinstehende', same('Wer allein kauft, darf diesen Betrag zusätzlich leihen.')],
    ['energy_amount', 'Zusatz für Energie', same('Zusätzlicher Finanzierungsspielraum für den Energieausweis des Hauses und energiesparende Maßnahmen.')],
  ],
};

const byLanguage: Record<string, WidgetTexts> = { nl, en, de };

/** The texts of `language`; Dutch for any other (an integrator's page may say nothing). */
export const widgetTexts = (language: string | null | undefined): WidgetTexts => byLanguage[language ?? 'nl'] ?? nl;
