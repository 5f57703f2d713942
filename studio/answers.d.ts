// The demo answers of .storybook/vite.config.ts (made by scripts/studio/answers.ts), per demo office.
// Types by import(): an import declaration inside an ambient module cannot name a relative path
// (and skipLibCheck would hide that, leaving every answer `any`).
declare module 'virtual:studio-answers' {
  type Tenant = import('../src/api/get-tenant').Tenant;
  type PortalData = import('../src/api/portal-reads').PortalData;
  /** The sign-in's refusals of the office's demo customer: a wrong password, and the second factor asked for. */
  type SignInAnswers = Record<'wrongPassword' | 'twoFactor', import('../src/features/auth/login-errors').LoginFailure>;

  const answers: Record<'vandijk' | 'degroot', { tenant: Tenant; data: Partial<PortalData>; signIn: SignInAnswers }>;
  export default answers;
}
