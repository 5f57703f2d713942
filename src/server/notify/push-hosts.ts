// Where a push subscription may send the server: the browsers' own push services, by name. A
// customer chooses the endpoint, so anything else would let them make the server call any address
// (issue 38). More hosts come only from the server's configuration (PUSH_EXTRA_HOSTS), for a push
// service of one's own or the tests' local peer; see docs/decisions/036-outbound-requests-and-limits.md.

/** The push services of Chrome and Android (FCM), Firefox, Safari and Edge. */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', '*.notify.windows.com'] as const;

export interface PushHostConfig {
  /** Configured hosts besides the named services; outside production they may be http and private. */
  pushExtraHosts: readonly string[];
  production: boolean;
}

const named = (hostname: string) =>
  PUSH_SERVICE_HOSTS.some((host) => (host.startsWith('*.') ? hostname.endsWith(host.slice(1)) && hostname.length > host.length - 1 : hostname === host));

export type PushTarget = { url: URL; privateAllowed: boolean };

/** The endpoint as a target the server may send to, or null when it is not a push service's. */
export function pushTarget(endpoint: string, config: PushHostConfig): PushTarget | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const hostname = url.hostname.toLowerCase();
  if (config.pushExtraHosts.includes(hostname)) {
    const local = !config.production;
    if (url.protocol === 'https:' || (local && url.protocol === 'http:')) return { url, privateAllowed: local };
    return null;
  }
  return url.protocol === 'https:' && url.port === '' && named(hostname) ? { url, privateAllowed: false } : null;
}
