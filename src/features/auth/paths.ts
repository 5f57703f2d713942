/**
 * The signed-out screens' paths (core §2 login, password, accountActivation). The app mounts the
 * screens on them; the screens link to each other with them.
 */
export const AUTH_PATHS = {
  login: '/login',
  password: '/wachtwoord',
  activation: '/account-activeren',
} as const;

/** Query parameters of a password link (core §2): `?register=<token>` or `?reset_password=<token>`. */
export const PASSWORD_LINK_PARAMS = ['register', 'reset_password'] as const;
/** The office of a password link opened on a host without office sub-domain (set by the activation screen). */
export const OFFICE_PARAM = 'kantoor';

export function hasPasswordLink(search: string): boolean {
  const params = new URLSearchParams(search);
  return PASSWORD_LINK_PARAMS.some((name) => params.has(name));
}

/** Where an activation leads: the password screen with its registration token. */
export function registrationPath(token: string, tenant: string | null): string {
  const params = new URLSearchParams({ register: token });
  if (tenant) params.set(OFFICE_PARAM, tenant);
  return `${AUTH_PATHS.password}?${params.toString()}`;
}
