// A sign-in from a device the customer has not used lately is mailed to them, in their language
// and the office's form of address. "Lately" is as long as the sessions table remembers a device:
// an ended or expired session stays until its refresh token would have run out (decision record
// 059). A customer's very first sign-in is not mailed: there is nothing yet to compare it with.
import type { Db } from '../db/database';
import { mailAccount } from '../mail/account-mail';
import type { Addressee, MailText } from '../mail/texts/types';
import type { Mailer } from '../mail/types';
import type { TenantRow } from '../tenants';
import type { Account } from './accounts';
import { sameDevice, type Device } from './devices';

type Language = 'nl' | 'en' | 'de';

const words: Record<Language, { on: string; unknown: string; locale: string }> = {
  nl: { on: 'op', unknown: 'een onbekende browser', locale: 'nl-NL' },
  en: { on: 'on', unknown: 'an unknown browser', locale: 'en-GB' },
  de: { on: 'unter', unknown: 'einem unbekannten Browser', locale: 'de-DE' },
};

export function deviceLabel(language: Language, device: Device): string {
  const { on, unknown } = words[language];
  return device.os ? `${device.browser ?? unknown} ${on} ${device.os}` : (device.browser ?? unknown);
}

const texts: Record<Language, (to: Addressee, device: string, when: string) => MailText> = {
  nl: (to, device, when) => ({
    subject: to.formal ? `Nieuwe aanmelding op uw klantportaal van ${to.office}` : `Nieuwe aanmelding op je klantportaal van ${to.office}`,
    blocks: [
      `Op ${when} is ingelogd met ${device}.`,
      to.formal
        ? 'Was u dit? Dan hoeft u niets te doen. Zo niet, beëindig die sessie dan onder Gegevens › Account en wijzig uw wachtwoord.'
        : 'Was jij dit? Dan hoef je niets te doen. Zo niet, beëindig die sessie dan onder Gegevens › Account en wijzig je wachtwoord.',
    ],
  }),
  en: (to, device, when) => ({
    subject: `New sign-in to your customer portal of ${to.office}`,
    blocks: [
      `On ${when} someone signed in with ${device}.`,
      'Was this you? Then there is nothing to do. If not, end that session under Details › Account and change your password.',
    ],
  }),
  de: (to, device, when) => ({
    subject: to.formal ? `Neue Anmeldung in Ihrem Kundenportal von ${to.office}` : `Neue Anmeldung in deinem Kundenportal von ${to.office}`,
    blocks: [
      `Am ${when} wurde sich mit ${device} angemeldet.`,
      to.formal
        ? 'Waren Sie das? Dann ist nichts zu tun. Falls nicht, beenden Sie diese Sitzung unter Daten › Konto und ändern Sie Ihr Passwort.'
        : 'Warst du das? Dann ist nichts zu tun. Falls nicht, beende diese Sitzung unter Daten › Konto und ändere dein Passwort.',
    ],
  }),
};

const languageOf = (language: string): Language => (language === 'en' || language === 'de' ? language : 'nl');

/** The mail's text, in the account's language and the office's form of address. */
export function newDeviceMail(language: string, to: Addressee, device: Device, at: Date): MailText {
  const lang = languageOf(language);
  const when = new Intl.DateTimeFormat(words[lang].locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(at);
  return texts[lang](to, deviceLabel(lang, device), when);
}

/** Whether the session just opened is the customer's first, on a device they used before, or new. */
export async function deviceNovelty(db: Db, session: { tenantId: number; customerId: number; id: string }, device: Device): Promise<'first' | 'known' | 'new'> {
  const others = await db
    .selectFrom('sessions')
    .select(['browser', 'os', 'device_type'])
    .where('tenant_id', '=', session.tenantId)
    .where('customer_id', '=', session.customerId)
    .where('id', '!=', session.id)
    .execute();
  if (others.length === 0) return 'first';
  return others.some((other) => sameDevice({ ...other, device_type: other.device_type as Device['device_type'] }, device)) ? 'known' : 'new';
}

/** Mails the customer when this sign-in's device is new to their account. */
export async function mailIfNewDevice(db: Db, mailer: Mailer, office: TenantRow, account: Account, sessionId: string, device: Device, at: Date): Promise<void> {
  if ((await deviceNovelty(db, { tenantId: office.id, customerId: account.id, id: sessionId }, device)) !== 'new') return;
  await mailAccount(mailer, office, account, (_texts, to) => newDeviceMail(account.language, to, device, at));
}
