// Dutch mail texts; `formal` picks u over je.
import type { MailTexts } from './types';

export const nl: MailTexts = {
  greeting: (to) => (to.formal ? `Geachte ${to.name},` : `Beste ${to.name},`),
  closing: 'Met vriendelijke groet,',
  twoFactorCode: (to, code, minutes) => ({
    subject: to.formal ? `Uw inlogcode voor ${to.office}` : `Je inlogcode voor ${to.office}`,
    blocks: [
      to.formal ? 'Met deze code logt u in op uw klantportaal:' : 'Met deze code log je in op je klantportaal:',
      { code },
      `De code is ${minutes} minuten geldig en werkt één keer.`,
      to.formal ? 'Heeft u niet geprobeerd in te loggen? Wijzig dan uw wachtwoord.' : 'Heb je niet geprobeerd in te loggen? Wijzig dan je wachtwoord.',
    ],
  }),
  resetPassword: (to, link, hours) => ({
    subject: to.formal ? 'Stel uw nieuwe wachtwoord in' : 'Stel je nieuwe wachtwoord in',
    blocks: [
      to.formal
        ? `U heeft een nieuw wachtwoord aangevraagd voor het klantportaal van ${to.office}. Via deze link stelt u het in:`
        : `Je hebt een nieuw wachtwoord aangevraagd voor het klantportaal van ${to.office}. Via deze link stel je het in:`,
      { link },
      `De link is ${hours} uur geldig en werkt één keer.`,
      to.formal ? 'Heeft u dit niet aangevraagd? Dan kunt u deze mail negeren.' : 'Heb je dit niet aangevraagd? Dan kun je deze mail negeren.',
    ],
  }),
  register: (to, link, days) => ({
    subject: to.formal ? 'Activeer uw account' : 'Activeer je account',
    blocks: [
      to.formal
        ? `Via deze link kiest u een wachtwoord en activeert u uw account voor het klantportaal van ${to.office}:`
        : `Via deze link kies je een wachtwoord en activeer je je account voor het klantportaal van ${to.office}:`,
      { link },
      `De link is ${days} dagen geldig en werkt één keer.`,
    ],
  }),
  digest: (to, count, link) => ({
    subject: to.formal ? `Nieuw in uw klantportaal van ${to.office}` : `Nieuw in je klantportaal van ${to.office}`,
    blocks: [
      count === 1
        ? `Er staat 1 nieuw item voor ${to.formal ? 'u' : 'je'} klaar in het klantportaal van ${to.office}.`
        : `Er staan ${count} nieuwe items voor ${to.formal ? 'u' : 'je'} klaar in het klantportaal van ${to.office}.`,
      'Log in om ze te bekijken:',
      { link },
      to.formal ? 'Hoe u dit hoort, kiest u in uw portaal onder Gegevens › Account.' : 'Hoe je dit hoort, kies je in je portaal onder Gegevens › Account.',
    ],
  }),
  securityChange: (to, change) => {
    const u = to.formal;
    const what = {
      app_added: u ? 'U heeft een authenticator-app ingesteld om mee in te loggen.' : 'Je hebt een authenticator-app ingesteld om mee in te loggen.',
      app_removed: u
        ? 'U heeft de authenticator-app verwijderd; bij het inloggen vragen we weer een code per e-mail.'
        : 'Je hebt de authenticator-app verwijderd; bij het inloggen vragen we weer een code per e-mail.',
      recovery_codes_renewed: u
        ? 'U heeft nieuwe herstelcodes gemaakt; de vorige werken niet meer.'
        : 'Je hebt nieuwe herstelcodes gemaakt; de vorige werken niet meer.',
      recovery_code_used: u
        ? 'Er is met een van uw herstelcodes ingelogd; die code werkt nu niet meer.'
        : 'Er is met een van je herstelcodes ingelogd; die code werkt nu niet meer.',
      passkey_added: u ? 'U heeft een passkey toegevoegd om mee in te loggen.' : 'Je hebt een passkey toegevoegd om mee in te loggen.',
      passkey_removed: u
        ? 'U heeft een passkey verwijderd; daarmee kan niet meer worden ingelogd.'
        : 'Je hebt een passkey verwijderd; daarmee kan niet meer worden ingelogd.',
      password_changed: u
        ? 'Uw wachtwoord is gewijzigd; overal waar u nog was ingelogd, bent u uitgelogd.'
        : 'Je wachtwoord is gewijzigd; overal waar je nog was ingelogd, ben je uitgelogd.',
    }[change];
    return {
      subject: u ? `Wijziging in uw beveiliging bij ${to.office}` : `Wijziging in je beveiliging bij ${to.office}`,
      blocks: [
        what,
        u
          ? 'Was u dit niet? Wijzig dan meteen uw wachtwoord en neem contact op met uw adviseur.'
          : 'Was jij dit niet? Wijzig dan meteen je wachtwoord en neem contact op met je adviseur.',
      ],
    };
  },
};
