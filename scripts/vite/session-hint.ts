// Builds the session hint (src/app/startup/session-hint.ts says what it does) as a small classic
// script with the signed-in shell's file names written in, inline at the end of index.html's head.
// It runs as the parser reaches it, before the start code has arrived; a module imported by the
// entry would wait for the whole start code, which is what the hint is there to overtake. Inline
// rather than a file of its own: a file was one more request before the first paint, and cost the
// login page about 0.1 s of Lighthouse's simulated paint. The server allows exactly this script by
// its hash (src/server/security-headers.ts).
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin, Rolldown } from 'vite';

const ENTRY = '\0session-hint-entry';

/** Every chunk a chunk needs before it can run: its static imports, transitively. */
function staticClosure(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/** The hint's code, with `files` to preload: one file, nothing imported at run time. */
async function hintScript(hintModule: string, files: readonly string[]): Promise<string> {
  const entry = `import { holdsSession, preloadModules } from ${JSON.stringify(hintModule)};
if (holdsSession(localStorage)) preloadModules(${JSON.stringify(files)}, document);`;
  const bundle = await rolldown({
    input: ENTRY,
    platform: 'browser',
    plugins: [{ name: 'session-hint-entry', resolveId: (id) => (id === ENTRY ? id : null), load: (id) => (id === ENTRY ? entry : null) }],
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/**
 * `hint`: the hint's source module; `signedIn`: the source module of the signed-in part, whose
 * chunk and static imports the hint preloads (less what index.html loads anyway).
 */
export function sessionHintPlugin({ hint, signedIn }: { hint: string; signedIn: string }): Plugin {
  let root = '';
  return {
    name: 'portal-session-hint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // After Vite has written index.html into the bundle, with its scripts and preloads.
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
        const part = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${signedIn}`)));
        if (!html || html.type !== 'asset' || !entry || !part) throw new Error(`session hint: index.html, its entry or ${signedIn} is not in the build`);
        const page = String(html.source);
        const loaded = staticClosure(bundle, entry.fileName);
        const files = [...staticClosure(bundle, part.fileName)].filter((file) => !loaded.has(file) && !page.includes(`/${file}"`)).map((file) => `/${file}`);
        const code = (await hintScript(resolve(root, hint), files)).trim();
        // After the start code's tags, so the parser has asked for those first.
        html.source = page.replace('</head>', `  <script>${code}</script>\n  </head>`);
      },
    },
  };
}
