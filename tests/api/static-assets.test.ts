// How the portal's files and the API's answers travel (src/server/static-assets.ts): the build's
// brotli/gzip copies for the browser that takes them, a year's cache for hashed file names,
// revalidation for index.html and the service worker, Vary on every choice; API answers compressed
// above a kilobyte.
// Runs on PGlite only (decision 055): files of the build, no database.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { IMMUTABLE, REVALIDATE } from '../../src/server/static-assets';
import { precompress } from '../../scripts/vite/precompress';
import { demoLogins, useTestServer } from './helper';

const ENTRY = '/assets/index-Bqo22SJ2.js';
// One database for both apps of this file: the API's, and a second app serving a made-up build.
const server = useTestServer();
const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))});`;

describe('the built portal', () => {
  let dist = '';
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><script src="${ENTRY}"></script>${'<!-- padding -->'.repeat(60)}`);
    writeFileSync(join(dist, ENTRY), SCRIPT);
    writeFileSync(join(dist, 'sw.js'), `// ${'service worker '.repeat(60)}`);
    for (const file of ['index.html', ENTRY, 'sw.js']) precompress(join(dist, file));
    app = await buildApp({ ...loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'silent' }), databaseUrl: null, portalDist: dist }, server.database);
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('serves a hashed file as brotli, gzip or plain, as the browser accepts, cached for a year', async () => {
    const brotli = await get(ENTRY, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await get(ENTRY, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(ENTRY);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('has index.html and the service worker revalidated, on every page address too', async () => {
    for (const url of ['/', '/dashboard', '/hypotheken', '/sw.js']) {
      const answer = await get(url, 'br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe(REVALIDATE);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers.vary, url).toMatch(/accept-encoding/i);
    }
  });

  it('answers a missing file of the build (a chunk of an older deploy) 404, not index.html', async () => {
    const answer = await get('/assets/gone-AAAAAAAA.js', 'br');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});

describe('API answers', () => {
  let token = '';
  beforeAll(async () => {
    token = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
  });

  it('are compressed above a kilobyte when the browser accepts it, and say they vary', async () => {
    const plain = await server.call('vandijk', 'GET', '/api/customer/mortgage', { token });
    expect(plain.body.length).toBeGreaterThan(1024);
    const compressed = await server.call('vandijk', 'GET', '/api/customer/mortgage', { token, headers: { 'accept-encoding': 'br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('are compressed also when large, in either encoding', async () => {
    const url = '/api/customer/mortgage?include=property,progress,agency';
    const plain = await server.call('vandijk', 'GET', url, { token });
    // Above the plugin's own 8 KB limit for compressing in one call on a two-core machine.
    expect(plain.body.length).toBeGreaterThan(8 * 1024);
    const brotli = await server.call('vandijk', 'GET', url, { token, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await server.call('vandijk', 'GET', url, { token, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('stay plain below a kilobyte, where compressing costs more than it saves', async () => {
    const answer = await server.call(null, 'GET', '/health', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
