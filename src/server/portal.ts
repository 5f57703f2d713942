// Serves the built portal: files from dist/portal, and index.html for every other page address so
// the client-side router can take over. Unknown API addresses keep the JSON error body.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';
import { staticAssetOptions } from './static-assets';
import { isApiUrl } from './api-prefixes';

export async function servePortal(app: FastifyInstance, dist: string) {
  const built = existsSync(join(dist, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: dist, wildcard: false, index: ['index.html'], ...staticAssetOptions() });
  app.setNotFoundHandler((request, reply) => {
    // A missing file of the build (a chunk of an older deploy) is a 404, never index.html as script.
    const isPage = request.method === 'GET' && !isApiUrl(request.url) && !/^\/(health|assets)(\/|$)/.test(request.url);
    if (isPage && built) return reply.type('text/html').sendFile('index.html');
    if (isPage) return reply.code(503).type('text/plain').send('The portal has not been built yet: run `npm run build`.');
    return sendError(reply, 404, 'not_found', `No operation at ${request.method} ${request.url.split('?')[0]}`);
  });
}
