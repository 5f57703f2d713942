// The mail that says the customer's archive is ready, in their language and the office's form of
// address; the archive itself stays in the portal, behind their sign-in.
import type { Addressee, MailText } from '../mail/texts/types';

const texts: Record<'nl' | 'en' | 'de', (to: Addressee, link: string, days: number) => MailText> = {
  nl: (to, link, days) => ({
    subject: to.formal ? 'Uw gegevens staan klaar om te downloaden' : 'Je gegevens staan klaar om te downloaden',
    blocks: [
      to.formal
        ? `Het archief met al uw gegevens bij ${to.office} staat klaar. U downloadt het in uw klantportaal onder Gegevens › Account:`
        : `Het archief met al je gegevens bij ${to.office} staat klaar. Je downloadt het in je klantportaal onder Gegevens › Account:`,
      { link },
      `Het archief is ${days} dagen te downloaden.`,
    ],
  }),
  en: (to, link, days) => ({
    subject: 'Your data is ready to download',
    blocks: [
      `The archive of all your data at ${to.office} is ready. Download it in your customer portal under Details › Account:`,
      { link },
      `It can be downloaded for ${days} days.`,
    ],
  }),
  de: (to, link, days) => ({
    subject: to.formal ? 'Ihre Daten stehen zum Download bereit' : 'Deine Daten stehen zum Download bereit',
    blocks: [
      to.formal
        ? `Das Archiv mit all Ihren Daten bei ${to.office} ist bereit. Sie laden es in Ihrem Kundenportal unter Daten › Konto herunter:`
        : `Das Archiv mit all deinen Daten bei ${to.office} ist bereit. Du lädst es in deinem Kundenportal unter Daten › Konto herunter:`,
      { link },
      `Es kann ${days} Tage lang heruntergeladen werden.`,
    ],
  }),
};

export function exportReadyMail(language: string, to: Addressee, link: string, days: number): MailText {
  return texts[language === 'en' || language === 'de' ? language : 'nl'](to, link, days);
}
