// The office API's typed client: openapi-fetch over the types that `npm run generate` writes from
// openapi/office.yaml (./office.ts), with the office's credential as the bearer of every call.
import createClient from 'openapi-fetch';
import type { Client } from 'openapi-fetch';
import type { components, operations, paths } from './office.js';

export type { components, operations, paths };
export type OfficeClient = Client<paths>;

/** Where the server serves the office API (office.yaml's `servers`). */
export const OFFICE_API_PATH = '/office/v1';

export interface OfficeClientOptions {
  /** The portal server's address, e.g. `https://portaal.example.nl` (the API's path is added). */
  baseUrl: string;
  /** The office credential (`ofk_...`) an operator made with `npm run office -- credential create`. */
  credential: string;
  /** Another fetch (a proxy's, a test's); the global one otherwise. */
  fetch?: (request: Request) => Promise<Response>;
}

export function createOfficeClient({ baseUrl, credential, fetch }: OfficeClientOptions): OfficeClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, '') + OFFICE_API_PATH,
    headers: { authorization: `Bearer ${credential}` },
    ...(fetch ? { fetch } : {}),
  });
}
