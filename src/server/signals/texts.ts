// A computed signal's customer_message: in the customer's language and the office's je/u, with
// the numbers in that language's style (decision 061). Written at each change for the office's
// view, and again at each read from the stored figures in the reader's language (redraw.ts). The
// fixed-rate text says which rate it quotes (the lenders' average for one period and one part)
// because the refinance check one tap away shows each lender's own offer for the whole mortgage.
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import type { Language } from '../../lib/languages';
import type { SignalFigures } from './types';

type Write = (figures: SignalFigures, formal: boolean) => string;

const money = (amount: number, language: Language) => formatMoney(Math.abs(Math.round(amount)), 0, language);
const percent = (rate: number, language: Language) => formatPercent(rate, 2, language);
const date = (value: string, language: Language) => formatDate(value, 'long', language);

/** Under one euro a month a change is no change worth naming. */
const direction = (change: number) => (Math.round(change) >= 1 ? 'up' : Math.round(change) <= -1 ? 'down' : 'same');

const nl: Write = (f, formal) => {
  const je = formal ? 'u' : 'je';
  const jouw = formal ? 'uw' : 'je';
  const Jouw = formal ? 'Uw' : 'Je';
  switch (f.rule) {
    case 'fixed_rate_ending': {
      const start = `Op ${date(f.endDate, 'nl')} loopt de rentevaste periode af van leningdeel ${f.part} van ${jouw} hypotheek voor ${f.mortgage}.`;
      if (f.rate === null || f.monthlyChange === null) return `${start} Bekijk wat een nieuwe rentevaste periode ${je} kost.`;
      const rate = `Bij de gemiddelde rente van vandaag voor ${f.periodMonths / 12} jaar vast (${percent(f.rate, 'nl')})`;
      const compare = `De rekenhulp Oversluiten vergelijkt het aanbod van elke geldverstrekker voor ${jouw} hele hypotheek.`;
      const move = direction(f.monthlyChange);
      if (move === 'same') return `${start} ${rate} blijft de maandlast van dit leningdeel ongeveer gelijk. ${compare}`;
      return `${start} ${rate} gaat de maandlast van dit leningdeel ongeveer ${money(f.monthlyChange, 'nl')} ${move === 'up' ? 'omhoog' : 'omlaag'}. ${compare}`;
    }
    case 'interest_deduction_ending':
      return `Op ${date(f.endDate, 'nl')} eindigt de hypotheekrenteaftrek van leningdeel ${f.part} van ${jouw} hypotheek voor ${f.mortgage}. ${Jouw} netto maandlast gaat dan ongeveer ${money(f.monthlyEffect, 'nl')} omhoog.`;
    case 'policy_expiring':
      return `${Jouw} verzekering ${f.policy} loopt af op ${date(f.endDate, 'nl')}. ${formal ? 'Wilt u' : 'Wil je'} dat we verlengen of een alternatief zoeken?`;
    case 'document_request_open':
      return `Sinds ${date(f.requestedOn, 'nl')} wachten we op ${jouw} document "${f.document}". ${formal ? 'Wilt u' : 'Wil je'} het uploaden?`;
    case 'appointment_reminder':
      return f.videoUrl
        ? `Morgen om ${f.time} ${formal ? 'hebt u' : 'heb je'} een videoafspraak met ons: ${f.videoUrl}`
        : `Morgen om ${f.time} ${formal ? 'hebt u' : 'heb je'} een afspraak met ons${f.place ? `: ${f.place}` : '.'}`;
    case 'retirement_approaching':
      return f.person === 'customer'
        ? `Op ${date(f.aowDate, 'nl')} ${formal ? 'bereikt u' : 'bereik je'} de AOW-leeftijd. Bekijk wat dat betekent voor ${jouw} inkomen en maandlasten.`
        : `Op ${date(f.aowDate, 'nl')} bereikt ${jouw} partner de AOW-leeftijd. Bekijk wat dat betekent voor ${jouw} inkomen en maandlasten.`;
  }
};

const en: Write = (f) => {
  switch (f.rule) {
    case 'fixed_rate_ending': {
      const start = `On ${date(f.endDate, 'en')} the fixed-rate period of loan part ${f.part} of your mortgage for ${f.mortgage} ends.`;
      if (f.rate === null || f.monthlyChange === null) return `${start} See what a new fixed-rate period would cost you.`;
      const rate = `At today's average rate for ${f.periodMonths / 12} years fixed (${percent(f.rate, 'en')})`;
      const compare = "The Refinancing calculator compares each lender's offer for your whole mortgage.";
      const move = direction(f.monthlyChange);
      if (move === 'same') return `${start} ${rate} this part's monthly payment stays about the same. ${compare}`;
      return `${start} ${rate} this part's monthly payment goes ${move} by about ${money(f.monthlyChange, 'en')}. ${compare}`;
    }
    case 'interest_deduction_ending':
      return `On ${date(f.endDate, 'en')} the mortgage interest deduction of loan part ${f.part} of your mortgage for ${f.mortgage} ends. Your net monthly payment then rises by about ${money(f.monthlyEffect, 'en')}.`;
    case 'policy_expiring':
      return `Your insurance ${f.policy} expires on ${date(f.endDate, 'en')}. Shall we renew it or look for an alternative?`;
    case 'document_request_open':
      return `We have been waiting for your document "${f.document}" since ${date(f.requestedOn, 'en')}. Would you upload it?`;
    case 'appointment_reminder':
      return f.videoUrl
        ? `Tomorrow at ${f.time} you have a video appointment with us: ${f.videoUrl}`
        : `Tomorrow at ${f.time} you have an appointment with us${f.place ? `: ${f.place}` : '.'}`;
    case 'retirement_approaching':
      return `On ${date(f.aowDate, 'en')} ${f.person === 'customer' ? 'you reach' : 'your partner reaches'} the state pension (AOW) age. See what it means for your income and monthly payments.`;
  }
};

const de: Write = (f, formal) => {
  const dein = formal ? 'Ihr' : 'dein';
  const deine = formal ? 'Ihre' : 'deine';
  const Deine = formal ? 'Ihre' : 'Deine';
  const deiner = formal ? 'Ihrer' : 'deiner';
  switch (f.rule) {
    case 'fixed_rate_ending': {
      const start = `Am ${date(f.endDate, 'de')} endet die Zinsbindung von Darlehensteil ${f.part} ${deiner} Hypothek für ${f.mortgage}.`;
      if (f.rate === null || f.monthlyChange === null) return `${start} ${formal ? 'Sehen Sie' : 'Sieh'}, was eine neue Zinsbindung kostet.`;
      const rate = `Zum heutigen Durchschnittszins für ${f.periodMonths / 12} Jahre Zinsbindung (${percent(f.rate, 'de')})`;
      const compare = `Der Rechner „Umschulden“ vergleicht das Angebot jedes Kreditgebers für ${deine} ganze Hypothek.`;
      const move = direction(f.monthlyChange);
      if (move === 'same') return `${start} ${rate} bleibt die Monatsrate dieses Darlehensteils etwa gleich. ${compare}`;
      return `${start} ${rate} ${move === 'up' ? 'steigt' : 'sinkt'} die Monatsrate dieses Darlehensteils um etwa ${money(f.monthlyChange, 'de')}. ${compare}`;
    }
    case 'interest_deduction_ending':
      return `Am ${date(f.endDate, 'de')} endet der Hypothekenzinsabzug von Darlehensteil ${f.part} ${deiner} Hypothek für ${f.mortgage}. ${Deine} Netto-Monatsrate steigt dann um etwa ${money(f.monthlyEffect, 'de')}.`;
    case 'policy_expiring':
      return `${Deine} Versicherung ${f.policy} läuft am ${date(f.endDate, 'de')} ab. ${formal ? 'Sollen wir sie für Sie' : 'Sollen wir sie für dich'} verlängern oder eine Alternative suchen?`;
    case 'document_request_open':
      return `Seit dem ${date(f.requestedOn, 'de')} warten wir auf ${dein} Dokument „${f.document}“. ${formal ? 'Laden Sie es bitte hoch.' : 'Lade es bitte hoch.'}`;
    case 'appointment_reminder':
      return f.videoUrl
        ? `Morgen um ${f.time} Uhr ${formal ? 'haben Sie' : 'hast du'} einen Videotermin mit uns: ${f.videoUrl}`
        : `Morgen um ${f.time} Uhr ${formal ? 'haben Sie' : 'hast du'} einen Termin bei uns${f.place ? `: ${f.place}` : '.'}`;
    case 'retirement_approaching':
      return `Am ${date(f.aowDate, 'de')} ${f.person === 'customer' ? (formal ? 'erreichen Sie' : 'erreichst du') : `erreicht ${formal ? 'Ihr' : 'dein'} Partner`} das AOW-Rentenalter. ${formal ? 'Sehen Sie' : 'Sieh'}, was das für ${dein} Einkommen und ${deine} Monatsraten bedeutet.`;
  }
};

const writers: Record<Language, Write> = { nl, en, de };

export function customerMessage(figures: SignalFigures, language: Language, formal: boolean): string {
  return writers[language](figures, formal);
}
