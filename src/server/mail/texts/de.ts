// German mail texts; `formal` picks Sie over du.
import type { MailTexts } from './types';

export const de: MailTexts = {
  greeting: (to) => (to.formal ? `Guten Tag ${to.name},` : `Hallo ${to.name},`),
  closing: 'Mit freundlichen Grüßen',
  twoFactorCode: (to, code, minutes) => ({
    subject: to.formal ? `Ihr Anmeldecode für ${to.office}` : `Dein Anmeldecode für ${to.office}`,
    blocks: [
      to.formal ? 'Mit diesem Code melden Sie sich in Ihrem Kundenportal an:' : 'Mit diesem Code meldest du dich in deinem Kundenportal an:',
      { code },
      `Der Code ist ${minutes} Minuten gültig und funktioniert einmal.`,
      to.formal ? 'Haben Sie sich nicht angemeldet? Dann ändern Sie bitte Ihr Passwort.' : 'Hast du dich nicht angemeldet? Dann ändere bitte dein Passwort.',
    ],
  }),
  resetPassword: (to, link, hours) => ({
    subject: to.formal ? 'Legen Sie Ihr neues Passwort fest' : 'Lege dein neues Passwort fest',
    blocks: [
      to.formal
        ? `Sie haben ein neues Passwort für das Kundenportal von ${to.office} angefordert. Über diesen Link legen Sie es fest:`
        : `Du hast ein neues Passwort für das Kundenportal von ${to.office} angefordert. Über diesen Link legst du es fest:`,
      { link },
      `Der Link ist ${hours} Stunde${hours === 1 ? '' : 'n'} gültig und funktioniert einmal.`,
      to.formal
        ? 'Haben Sie das nicht angefordert? Dann können Sie diese Mail ignorieren.'
        : 'Hast du das nicht angefordert? Dann kannst du diese Mail ignorieren.',
    ],
  }),
  register: (to, link, days) => ({
    subject: to.formal ? 'Aktivieren Sie Ihr Konto' : 'Aktiviere dein Konto',
    blocks: [
      to.formal
        ? `Über diesen Link wählen Sie ein Passwort und aktivieren Ihr Konto für das Kundenportal von ${to.office}:`
        : `Über diesen Link wählst du ein Passwort und aktivierst dein Konto für das Kundenportal von ${to.office}:`,
      { link },
      `Der Link ist ${days} Tage gültig und funktioniert einmal.`,
    ],
  }),
  digest: (to, count, link) => ({
    subject: to.formal ? `Neu in Ihrem Kundenportal von ${to.office}` : `Neu in deinem Kundenportal von ${to.office}`,
    blocks: [
      count === 1
        ? `Im Kundenportal von ${to.office} liegt 1 neuer Eintrag für ${to.formal ? 'Sie' : 'dich'} bereit.`
        : `Im Kundenportal von ${to.office} liegen ${count} neue Einträge für ${to.formal ? 'Sie' : 'dich'} bereit.`,
      to.formal ? 'Melden Sie sich an, um sie zu sehen:' : 'Melde dich an, um sie zu sehen:',
      { link },
      to.formal ? 'Wie Sie davon erfahren, wählen Sie im Portal unter Daten › Konto.' : 'Wie du davon erfährst, wählst du im Portal unter Daten › Konto.',
    ],
  }),
  securityChange: (to, change) => {
    const sie = to.formal;
    const what = {
      app_added: sie ? 'Sie haben eine Authenticator-App für die Anmeldung eingerichtet.' : 'Du hast eine Authenticator-App für die Anmeldung eingerichtet.',
      app_removed: sie
        ? 'Sie haben die Authenticator-App entfernt; bei der Anmeldung fragen wir wieder nach einem Code per E-Mail.'
        : 'Du hast die Authenticator-App entfernt; bei der Anmeldung fragen wir wieder nach einem Code per E-Mail.',
      recovery_codes_renewed: sie
        ? 'Sie haben neue Wiederherstellungscodes erstellt; die bisherigen gelten nicht mehr.'
        : 'Du hast neue Wiederherstellungscodes erstellt; die bisherigen gelten nicht mehr.',
      recovery_code_used: sie
        ? 'Jemand hat sich mit einem Ihrer Wiederherstellungscodes angemeldet; dieser Code gilt nicht mehr.'
        : 'Jemand hat sich mit einem deiner Wiederherstellungscodes angemeldet; dieser Code gilt nicht mehr.',
      passkey_added: sie ? 'Sie haben einen Passkey für die Anmeldung hinzugefügt.' : 'Du hast einen Passkey für die Anmeldung hinzugefügt.',
      passkey_removed: sie
        ? 'Sie haben einen Passkey entfernt; mit ihm ist keine Anmeldung mehr möglich.'
        : 'Du hast einen Passkey entfernt; mit ihm ist keine Anmeldung mehr möglich.',
      password_changed: sie
        ? 'Ihr Passwort wurde geändert; überall sonst, wo Sie angemeldet waren, sind Sie abgemeldet.'
        : 'Dein Passwort wurde geändert; überall sonst, wo du angemeldet warst, bist du abgemeldet.',
    }[change];
    return {
      subject: sie ? `Änderung Ihrer Sicherheit bei ${to.office}` : `Änderung deiner Sicherheit bei ${to.office}`,
      blocks: [
        what,
        sie
          ? 'Waren Sie das nicht? Ändern Sie sofort Ihr Passwort und wenden Sie sich an Ihren Berater.'
          : 'Warst du das nicht? Ändere sofort dein Passwort und wende dich an deinen Berater.',
      ],
    };
  },
};
