// The portal's first download is the entry chunk; what comes next is either the signed-out screens
// or the signed-in shell, both lazy. The chunks that *both* import (react-router, MUI's inputs) are
// needed whichever it is, so index.html names them as modulepreloads: they download beside the
// entry instead of a round trip after it, and neither page pays for the other's code.
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Every chunk a chunk needs before it can run: its static imports, transitively. */
export function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/** `parts`: the source modules of the lazy start-up parts, relative to the project root. */
export function startUpPreloadPlugin(parts: readonly string[]): Plugin {
  return {
    name: 'portal-start-up-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
        // The chunk that holds a part's module (its own, or a group of start-up-chunks.ts).
        const roots = parts.map((part) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${part}`))));
        if (!entry || roots.some((root) => !root)) throw new Error(`start-up preload: the entry or one of ${parts.join(', ')} is not in the build`);
        const loaded = staticClosure(bundle, entry.fileName);
        const [first, ...others] = roots.map((root) => staticClosure(bundle, root!.fileName));
        const shared = [...first!].filter((file) => !loaded.has(file) && others.every((closure) => closure.has(file)));
        return shared.map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }));
      },
    },
  };
}
