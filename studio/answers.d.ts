// The demo answers of .storybook/vite.config.ts (made by scripts/studio/answers.ts), per demo office.
declare module 'virtual:studio-answers' {
  import type { Tenant } from '../src/api/get-tenant';
  import type { PortalData } from '../src/api/portal-reads';

  const answers: Record<'vandijk' | 'degroot', { tenant: Tenant; data: Partial<PortalData> }>;
  export default answers;
}
