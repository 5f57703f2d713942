// The API reference (issue 37, decision record 044): every contract that `npm run generate` bundles
// into generated/openapi/ gets a page at /reference/<name>, rendered in the browser by Redoc's
// standalone bundle served from this server, and its bundled document beside it at
// /reference/<name>.json. A new contract appears here by being generated; nothing lists them.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escape } from '../mail/messages';
import { REVALIDATE } from '../static-assets';

const GENERATED = resolve(import.meta.dirname, '../../../generated/openapi');
const RENDERER = 'redoc/bundles/redoc.standalone.js';
// Redoc's sidebar shows the maker's logo from its CDN, unconditionally. This server never makes a
// browser reach another origin (the CSP would block it and report a violation), so the one address
// becomes an empty picture. tests/e2e/reference.spec.ts fails on any request to another origin.
const CDN_LOGO = '"https://cdn.redoc.ly/redoc/logo-mini.svg"';
const EMPTY_PICTURE = `"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"`;
// The renderer changes only with a new version of the package, i.e. a deploy.
const RENDERER_CACHE = 'public, max-age=3600';

export interface Reference {
  name: string;
  title: string;
  document: string;
}

/** The bundled contracts in generated/openapi/, by file name. */
export function references(folder = GENERATED): Reference[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const document = readFileSync(join(folder, file), 'utf8');
      const { info } = JSON.parse(document) as { info: { title: string } };
      return { name: basename(file, '.json'), title: info.title, document };
    });
}

function rendererSource(): string {
  const source = readFileSync(createRequire(import.meta.url).resolve(RENDERER), 'utf8');
  if (!source.includes(CDN_LOGO)) throw new Error(`${RENDERER} no longer names ${CDN_LOGO}: check it for other outside addresses`);
  return source.replaceAll(CDN_LOGO, EMPTY_PICTURE);
}

const page = (title: string, body: string) =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
</head>
<body>
${body}
</body>
</html>
`;

export function indexPage(list: Reference[]): string {
  const items = list.map(
    ({ name, title }) => `<li><a href="/reference/${name}">${escape(title)}</a> (<a href="/reference/${name}.json">${name}.json</a>)</li>`,
  );
  return page('API reference', `<main>\n<h1>API reference</h1>\n<ul>\n${items.join('\n')}\n</ul>\n</main>`);
}

// Redoc finds its <redoc> element by itself: the page runs no script of its own, inline or not.
export const referencePage = ({ name, title }: Reference) =>
  page(title, `<redoc spec-url="/reference/${name}.json"></redoc>\n<script src="/reference/redoc.standalone.js"></script>`);

/** Public, on every host: the contracts hold no secret and no office's data (decision record 044). */
export function registerReference(app: FastifyInstance) {
  const list = references();
  let renderer: string | null = null;
  const html = (text: string) => (_request: unknown, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(text);
  app.get('/reference', html(indexPage(list)));
  app.get('/reference/redoc.standalone.js', (_request, reply) => {
    renderer ??= rendererSource();
    return reply.type('text/javascript; charset=utf-8').header('cache-control', RENDERER_CACHE).send(renderer);
  });
  for (const reference of list) {
    app.get(`/reference/${reference.name}`, html(referencePage(reference)));
    app.get(`/reference/${reference.name}.json`, (_request, reply) =>
      reply.type('application/json; charset=utf-8').header('cache-control', REVALIDATE).send(reference.document),
    );
  }
}
