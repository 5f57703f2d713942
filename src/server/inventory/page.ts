// The stand-in inventory's page: who the data is retrieved for, what will be retrieved, and a
// confirmation. The script is a file of its own (no inline script), so a strict content security
// policy of the portal's origin can still allow it. On success it tells the framing portal with a
// message { type: 'inventory_completed' } to the parent window of the same origin.

const TEXTS = {
  nl: {
    title: 'Gegevens ophalen',
    intro: 'We halen de volgende gegevens op bij de officiële bronnen:',
    items: ['Hypotheek (Kadaster en geldverstrekker)', 'Inkomen uit loondienst (UWV Polisadministratie)', 'Opgebouwd pensioen (mijnpensioenoverzicht.nl)'],
    for: 'Voor',
    confirm: 'Ja, haal de gegevens op',
    busy: 'Bezig met ophalen…',
    done: 'Klaar: de gegevens zijn opgehaald.',
    used: 'Deze link is al gebruikt. Start het ophalen opnieuw vanuit het portaal.',
    unknown: 'Deze link is niet (meer) geldig. Start het ophalen opnieuw vanuit het portaal.',
    failed: 'Het ophalen is mislukt. Probeer het opnieuw.',
  },
  en: {
    title: 'Retrieve data',
    intro: 'We retrieve the following data from the official sources:',
    items: ['Mortgage (Land Registry and lender)', 'Employment income (UWV payroll register)', 'Accrued pension (mijnpensioenoverzicht.nl)'],
    for: 'For',
    confirm: 'Yes, retrieve the data',
    busy: 'Retrieving…',
    done: 'Done: the data has been retrieved.',
    used: 'This link has been used already. Start again from the portal.',
    unknown: 'This link is not valid (any more). Start again from the portal.',
    failed: 'Retrieving failed. Please try again.',
  },
};

export type InventoryLanguage = keyof typeof TEXTS;

export const inventoryLanguage = (value: unknown): InventoryLanguage => (value === 'en' ? 'en' : 'nl');

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function inventoryPage(language: InventoryLanguage, name: string | null, state: 'valid' | 'used' | 'unknown'): string {
  const t = TEXTS[language];
  const body =
    state === 'valid'
      ? `<p>${escape(t.intro)}</p><ul>${t.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>
<p><strong>${escape(t.for)}: ${escape(name ?? '')}</strong></p>
<button id="confirm" type="button">${escape(t.confirm)}</button>
<p id="status" role="status" aria-live="polite"></p>`
      : `<p role="alert">${escape(state === 'used' ? t.used : t.unknown)}</p>`;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1f1f1f;background:#fafafa;line-height:1.5}
h1{font-size:1.4rem;margin-top:0}button{font:inherit;padding:10px 18px;border:0;border-radius:6px;background:#1b4f8a;color:#fff;cursor:pointer}
button[disabled]{opacity:.6;cursor:default}#status{min-height:1.5em}</style>
</head>
<body data-busy="${escape(t.busy)}" data-done="${escape(t.done)}" data-failed="${escape(t.failed)}" data-used="${escape(t.used)}">
<main><h1>${escape(t.title)}</h1>${body}</main>
<script src="/inventory/inventory.js"></script>
</body></html>`;
}

export const inventoryScript = `(() => {
  const button = document.getElementById('confirm');
  if (!button) return;
  const status = document.getElementById('status');
  const token = new URLSearchParams(location.search).get('token') || '';
  const text = (key) => document.body.dataset[key] || '';
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = text('busy');
    try {
      const answer = await fetch('/inventory/complete', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
      if (!answer.ok) {
        status.textContent = text(answer.status === 409 ? 'used' : 'failed');
        if (answer.status !== 409) button.disabled = false;
        return;
      }
      status.textContent = text('done');
      if (window.parent !== window) window.parent.postMessage({ type: 'inventory_completed' }, location.origin);
    } catch {
      status.textContent = text('failed');
      button.disabled = false;
    }
  });
})();
`;
