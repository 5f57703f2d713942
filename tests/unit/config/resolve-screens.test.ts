// The config resolved per office: what each tenant switch hides, which data may be fetched, and
// that a product owner's edit of the config alone changes the menu and the routes.
import { describe, expect, it } from 'vitest';
import screensConfig from '../../../screens.config';
import { demoTenants } from '../../../src/server/seed/data/tenants';
import { resolveScreens, type ResolvedScreens, type ScreensConfig, type TenantSwitches } from '../../../src/config';

function office(name: string): TenantSwitches {
  const tenant = demoTenants.find((demo) => demo.name === name);
  if (!tenant) throw new Error(`no demo office ${name}`);
  return tenant.settings;
}

const routeNames = (resolved: ResolvedScreens) => resolved.routes.map((route) => route.name);
const menuTargets = (resolved: ResolvedScreens) => resolved.menu.map((link) => link.to);
const headerTargets = (resolved: ResolvedScreens) => resolved.header.map((link) => link.to);

describe('the demo offices', () => {
  const vandijk = resolveScreens(screensConfig, office('vandijk'));
  const degroot = resolveScreens(screensConfig, office('degroot'));

  it('vandijk, with every switch on, shows every section, shortcut and card', () => {
    expect(menuTargets(vandijk)).toEqual(['dashboard', 'wonen', 'hypotheek', 'verzekeringen', 'inkomen', 'pensioen', 'verplichtingen', 'contact', 'services']);
    expect(headerTargets(vandijk)).toEqual(['documenten', 'berichten', 'taken', 'schades', 'afspraken']);
    expect(vandijk.dashboard).toContain('accountManager');
    expect(vandijk.contact).toEqual(['messageForm', 'advisor', 'accountManager', 'onlineAppointment', 'visitingAddress', 'openingHours']);
    expect(Object.values(vandijk.data).every(Boolean)).toBe(true);
  });

  it('degroot hides policies, damages, income, retirement, obligations and appointments everywhere', () => {
    const hidden = ['verzekeringen', 'schades', 'inkomen', 'pensioen', 'verplichtingen', 'afspraken'];
    for (const name of hidden) {
      expect(routeNames(degroot)).not.toContain(name);
      expect(menuTargets(degroot)).not.toContain(name);
      expect(headerTargets(degroot)).not.toContain(name);
    }
    expect(menuTargets(degroot)).toEqual(['dashboard', 'wonen', 'hypotheek', 'contact', 'services']);
    expect(headerTargets(degroot)).toEqual(['documenten', 'berichten', 'taken']);
  });

  it('degroot keeps mortgages and opening hours (null means shown) and drops the account manager and visiting address', () => {
    expect(routeNames(degroot)).toContain('hypotheek');
    expect(degroot.dashboard).toEqual(['feed', 'applicationStepper', 'mortgageTotals', 'hypotheekwacht', 'calculators', 'openNow']);
    expect(degroot.contact).toEqual(['messageForm', 'advisor', 'openingHours']);
  });

  it('degroot fetches no data and runs no count of a switched-off section', () => {
    for (const name of ['policies', 'damages', 'incomes', 'partnerIncomes', 'retirements', 'partnerRetirements', 'obligations', 'appointments'] as const) {
      expect(degroot.data[name], name).toBe(false);
    }
    expect(degroot.counts).toMatchObject({
      policies: false,
      incomes: false,
      pensions: false,
      obligations: false,
      newDamages: false,
      upcomingAppointments: false,
    });
    expect(degroot.counts).toMatchObject({ mortgages: true, newDocuments: true, newMessages: true, newTasks: true });
  });
});

describe('each switch', () => {
  const resolve = (tenant: TenantSwitches) => resolveScreens(screensConfig, tenant);

  it('shows mortgages and obligations unless false', () => {
    expect(menuTargets(resolve({}))).toEqual(expect.arrayContaining(['hypotheek', 'verplichtingen']));
    expect(menuTargets(resolve({ show_mortgages: false }))).not.toContain('hypotheek');
    expect(resolve({ show_mortgages: false }).data.mortgages).toBe(false);
    expect(menuTargets(resolve({ show_obligations: false }))).not.toContain('verplichtingen');
  });

  it('shows income and retirement only on an explicit true', () => {
    expect(menuTargets(resolve({ show_income: null }))).not.toContain('inkomen');
    expect(menuTargets(resolve({ show_income: true }))).toEqual(expect.arrayContaining(['inkomen', 'pensioen']));
    expect(resolve({ show_income: null }).data.incomes).toBe(false);
  });

  it('shows the policies menu item unless false, but loads policies and damages only on true', () => {
    const unset = resolve({ show_policies: null });
    expect(menuTargets(unset)).toContain('verzekeringen');
    expect(unset.data.policies).toBe(false);
    expect(unset.data.damages).toBe(false);
    // Nothing to count without data, so the menu item shows no number rather than a wrong 0.
    expect(unset.counts.policies).toBe(false);
    expect(resolve({ show_policies: true }).counts.policies).toBe(true);
    expect(headerTargets(resolve({ show_policies: false }))).not.toContain('schades');
  });

  it('offers appointments only on an explicit true', () => {
    expect(headerTargets(resolve({ online_afspraken_enabled: null }))).not.toContain('afspraken');
    expect(headerTargets(resolve({ online_afspraken_enabled: true }))).toContain('afspraken');
    expect(resolve({ online_afspraken_enabled: null }).data.appointments).toBe(false);
  });

  it('gives account manager, visiting address and opening hours their own switches', () => {
    expect(resolve({ show_account_manager: false }).contact).not.toContain('accountManager');
    expect(resolve({ show_visiting_address: false }).contact).not.toContain('visitingAddress');
    expect(resolve({ show_opening_hours: false }).contact).not.toContain('openingHours');
    expect(resolve({ show_opening_hours: false }).contact).toContain('visitingAddress');
  });
});

describe('the routes', () => {
  const resolved = resolveScreens(screensConfig, office('vandijk'));
  const path = (name: string) => resolved.routes.find((route) => route.name === name)?.path;

  it('use Dutch paths, with the optional tab of editInfo and the type of portaal', () => {
    expect(path('overzicht')).toBe('/overzicht');
    expect(path('hypotheek')).toBe('/hypotheek');
    expect(path('editInfo')).toBe('/gegevens/:tab?');
    // The type is optional: the retrieval screen defaults to mortgage_pension, and links append it.
    expect(path('portaal')).toBe('/portaal/:type?');
    expect(resolved.routes.find((route) => route.name === 'portaal')?.query).toEqual(['partner']);
  });

  it('keep the sign-in paths out of the signed-in routes', () => {
    expect(resolved.signedOutPaths).toEqual(['/login', '/wachtwoord', '/account-activeren']);
    expect(routeNames(resolved)).not.toContain('login');
  });

  it('give every menu entry the path and title of its route', () => {
    const mortgages = resolved.menu.find((link) => link.to === 'hypotheek');
    expect(mortgages).toEqual({ to: 'hypotheek', path: '/hypotheek', icon: 'mortgages', label: 'screen_mortgages', count: 'mortgages' });
  });
});

describe('a product owner editing only the config', () => {
  const tenant = office('vandijk');

  it('hides an entry by giving it a switch the office has off', () => {
    const edited: ScreensConfig = {
      ...screensConfig,
      routes: { ...screensConfig.routes, services: { ...screensConfig.routes.services, switch: 'show_obligations' } },
    };
    const resolved = resolveScreens(edited, { ...tenant, show_obligations: false });
    expect(menuTargets(resolved)).not.toContain('services');
    expect(routeNames(resolved)).not.toContain('services');
  });

  it('adds a route and a menu entry, and reorders the menu', () => {
    const edited: ScreensConfig = {
      ...screensConfig,
      routes: { ...screensConfig.routes, services: { path: '/extra-diensten', screen: 'services', title: 'screen_services' } },
      menu: [{ to: 'documenten', icon: 'documents', label: 'screen_documents' }, ...[...screensConfig.menu].reverse()],
    };
    const resolved = resolveScreens(edited, tenant);
    expect(menuTargets(resolved)[0]).toBe('documenten');
    expect(menuTargets(resolved)[1]).toBe('services');
    expect(menuTargets(resolved).at(-1)).toBe('dashboard');
    expect(resolved.routes.find((route) => route.name === 'services')?.path).toBe('/extra-diensten');
  });

  it('stops a count from running by removing it from its entry', () => {
    const edited: ScreensConfig = { ...screensConfig, menu: screensConfig.menu.map(({ count: _count, ...entry }) => entry) };
    expect(resolveScreens(edited, tenant).counts.mortgages).toBe(false);
  });
});
