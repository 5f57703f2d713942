// Where the four contracts are served (src/server/modules/index.ts names each one's prefix): the
// office sub-domain is checked, answers are never cached and the portal's page is never served there.
export const apiPrefixes = ['/api/', '/proxy/', '/advice/', '/office/'];

/** Whether a request's URL is an API call rather than a page of the portal. */
export const isApiUrl = (url: string) => apiPrefixes.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));
