// Serves a built app (the bare shell of bench:web) exactly as the portal server serves the portal:
// the same static options (precompressed copies, cache headers), compression and page fallback.
import { resolve } from 'node:path';
import Fastify from 'fastify';
import { servePortal } from '../../src/server/portal';
import { registerCompression } from '../../src/server/static-assets';

const dist = process.argv[2];
if (!dist) throw new Error('usage: serve-static.ts <built folder>');
const app = Fastify({ logger: false });
await registerCompression(app);
await servePortal(app, resolve(dist));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
