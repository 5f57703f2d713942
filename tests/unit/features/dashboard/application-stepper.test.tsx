// The application stepper (core §4) as an ordered list: five steps in order, earlier ones ticked
// and told as finished to a screen reader, the current one marked as the current step.
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/portal';
import { namespaces, resources } from '../../../../locales/resources';
import type { Tenant } from '../../../../src/api/get-tenant';
import type { ResolvedScreens } from '../../../../src/config';
import { ApplicationStepper } from '../../../../src/features/dashboard/components/application-stepper';
import { PortalProvider } from '../../../../src/ui/portal-context';

type Mortgage = components['schemas']['Mortgage'];

const i18n = createInstance();
void i18n.use(initReactI18next).init({ resources, lng: 'nl', ns: namespaces, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });

function render(mortgage: Partial<Mortgage>) {
  const portal = {
    tenant: {} as Tenant,
    address: 'u' as const,
    resolved: { routes: [{ name: 'hypotheek', path: '/hypotheek' }] } as unknown as ResolvedScreens,
  };
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <PortalProvider portal={portal}>
          <ApplicationStepper mortgage={{ company_label_description: 'Rabobank Hypotheek', ...mortgage } as Mortgage} />
        </PortalProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
  const steps = [...html.matchAll(/<li data-state="(\w+)"( aria-current="step")?>.*?<span class="step-label">(.*?)<\/span><\/li>/g)].map(
    ([, state, current, label]) => ({
      state,
      current: Boolean(current),
      label: label!.replace(/<[^>]+>/g, ''),
    }),
  );
  return { html, steps };
}

describe('ApplicationStepper', () => {
  it('lists the five steps in order, ticks the earlier ones and marks the current one', () => {
    // Documents asked for and not all received: step 2.
    const { html, steps } = render({ id: 42, status: 1, progress: [{ received: true }, { received: false }] as Mortgage['progress'] });
    expect(html).toMatch(/<ol[^>]*data-step="2"/);
    expect(html).toContain('aria-label="Uw hypotheekaanvraag"');
    // The five steps stay; the whole application is one tap away on the mortgage.
    expect(html).toMatch(/<a[^>]*href="\/hypotheek\?aanvraag=42"[^>]*>Bekijk uw aanvraag</);
    expect(steps).toEqual([
      { state: 'done', current: false, label: 'Inventarisatie, afgerond' },
      { state: 'current', current: true, label: 'Documenten aanleveren' },
      { state: 'todo', current: false, label: 'Rentevoorstel' },
      { state: 'todo', current: false, label: 'Beoordeling geldverstrekker' },
      { state: 'todo', current: false, label: 'Beoordeling notaris' },
    ]);
    // The tick is drawn for the eye only; the numbers of the steps to come are not read out either.
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(1);
  });

  it('shows step 4 while the lender assesses, with the three before it finished', () => {
    const { steps } = render({ status: 16 });
    expect(steps.map((step) => step.state)).toEqual(['done', 'done', 'done', 'current', 'todo']);
  });
});
