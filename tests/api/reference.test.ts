// The API reference (decision record 044): a page per generated contract under the portal's strict
// CSP (scripts from this server only), the bundled contract beside it exactly as generated, and the
// renderer served from this server with no address of another origin left in it.
// Runs on PGlite only (decision 055): the generated contracts, no database.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helper';

const server = useTestServer();
const generated = new URL('../../generated/openapi/', import.meta.url);
const contracts = readdirSync(generated)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

const scriptSources = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));

describe('GET /reference', () => {
  it('lists every generated contract, on the bare host and on an office sub-domain alike', async () => {
    expect(contracts).toEqual(expect.arrayContaining(['advice', 'office', 'portal', 'proxy']));
    for (const host of [null, 'vandijk']) {
      const response = await server.call(host, 'GET', '/reference/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      for (const name of contracts) expect(response.body).toContain(`href="/reference/${name}"`);
    }
  });

  it('answers each contract’s page with the CSP intact and no inline script', async () => {
    for (const name of contracts) {
      const response = await server.call(null, 'GET', `/reference/${name}`);
      expect(response.statusCode, name).toBe(200);
      expect(scriptSources(response.headers['content-security-policy'])).toBe("script-src 'self'");
      expect(String(response.headers['content-security-policy'])).not.toMatch(/https?:|\*|unsafe-eval/);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      // Every script of the page has a src on this server and no body.
      const scripts = [...response.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.map(([, attributes, text]) => [attributes, text])).toEqual([[' src="/reference/redoc.standalone.js"', '']]);
      expect(response.body).toContain(`<redoc spec-url="/reference/${name}.json">`);
    }
  });

  it('serves each bundled contract as generated', async () => {
    for (const name of contracts) {
      const response = await server.call('degroot', 'GET', `/reference/${name}.json`);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual(JSON.parse(readFileSync(new URL(`${name}.json`, generated), 'utf8')));
    }
    const office = (await server.call(null, 'GET', '/reference/office.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(office.paths)).toContain('/audit');
  });

  it('serves the renderer from this server, with no address of another origin to load', async () => {
    const response = await server.call(null, 'GET', '/reference/redoc.standalone.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.body.length).toBeGreaterThan(100_000);
    expect(response.body).not.toContain('cdn.redoc.ly');
  });

  it('serves no contract for a name that was never generated, nor files beside the renderer', async () => {
    for (const url of ['/reference/nothing.json', '/reference/..%2Fpackage.json', '/reference/redoc.standalone.js.map']) {
      const response = await server.call(null, 'GET', url);
      expect(response.headers['content-type'], url).not.toMatch(/json/);
      expect(response.body, url).not.toContain('"openapi"');
    }
  });
});
