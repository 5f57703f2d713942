// Serves a built app (the bare shell of bench:web) exactly as the portal server serves the portal:
// the same static options (precompressed copies, cache headers), compression and page fallback.
// With `--api <origin>`, /api/* goes on to that server (the portal's), so the shell's one API
// answer is a real one: the same authentication, query and serialisation the portal's feed waits for.
import { resolve } from 'node:path';
import Fastify from 'fastify';
import { servePortal } from '../../src/server/portal';
import { registerCompression } from '../../src/server/static-assets';

const [dist, flag, api] = process.argv.slice(2);
if (!dist || (flag !== undefined && (flag !== '--api' || !api))) throw new Error('usage: serve-static.ts <built folder> [--api <origin>]');
const app = Fastify({ logger: false });
await registerCompression(app);
if (api)
  app.get('/api/*', async (request, reply) => {
    const answer = await fetch(`${api}${request.url}`, { headers: { authorization: request.headers.authorization ?? '' } });
    return reply
      .code(answer.status)
      .type(answer.headers.get('content-type') ?? 'application/json')
      .send(Buffer.from(await answer.arrayBuffer()));
  });
await servePortal(app, resolve(dist));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
