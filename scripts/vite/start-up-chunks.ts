// How the portal's start-up code is cut into files. Left to itself the bundler makes a chunk for
// every set of importers a module has, so the login page came in 26 files and the dashboard in 40:
// on HTTP/1.1 (six connections) every extra file of the first load is a round trip on a slow
// phone. The start-up parts are loaded in a fixed order (the entry first, then the sign-in screens
// or the signed-in shell, the shell before any other screen), so each can be one file without
// anyone downloading code they do not need:
//   entry       a few lines that guess from the stored session which part comes next and ask for
//               it at once, beside the start chunk (index.html preloads that), not after it has run;
//   start       everything the start module imports statically (it runs first on every visit), and what
//               the sign-in screens and the signed-in shell both import (react-router, MUI's
//               inputs): every page needs one of the two, so that code goes with the entry. As a
//               file of its own it compressed worse and was one more request;
//   signed-out  the rest of the sign-in screens;
//   signed-in   the rest of the shell with the home screen (later screens import from it, and it is
//               always there before them), less what the sign-in side's own lazy parts use (a
//               dialog of the login flow): left to the bundler, so a signed-out page that loads
//               those parts never pulls in the signed-in code.
// Each set holds its modules' static imports too (or they are in an earlier set), so no file needs
// one that loads after it.
import type { Plugin, Rolldown } from 'vite';

export interface StartUpParts {
  /** The tiny entry: what it imports statically stays in its own file. */
  entry: string;
  /** What the entry loads first, the rest of the start-up code. */
  start: string;
  signedOut: readonly string[];
  signedIn: readonly string[];
}

type Sets = Record<'start' | 'signedOut' | 'signedIn', Set<string>>;

export function startUpChunks(parts: StartUpParts) {
  const sets: Sets = { start: new Set(), signedOut: new Set(), signedIn: new Set() };

  const plugin: Plugin = {
    name: 'portal-start-up-chunks',
    apply: 'build',
    // The entry asks for the start chunk by a dynamic import; preloaded, it downloads beside the entry.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.name === 'start');
        if (!chunk) throw new Error('start-up chunks: no start chunk in the bundle');
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const idOf = (file: string) => {
        const id = ids.find((candidate) => candidate.endsWith(`/${file}`));
        if (!id) throw new Error(`start-up chunks: ${file} is not in the build`);
        return id;
      };
      const closure = (files: readonly string[], lazyToo = false) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const imported of [...(info?.importedIds ?? []), ...(lazyToo ? (info?.dynamicallyImportedIds ?? []) : [])]) visit(imported);
        };
        files.forEach((file) => visit(idOf(file)));
        return seen;
      };
      const entry = closure([parts.entry]);
      const start = new Set([...closure([parts.start])].filter((id) => !entry.has(id)));
      const minusStart = (set: Set<string>) => new Set([...set].filter((id) => !start.has(id) && !entry.has(id)));
      const signedOut = minusStart(closure(parts.signedOut));
      const signedIn = minusStart(closure(parts.signedIn));
      const both = new Set([...signedOut].filter((id) => signedIn.has(id)));
      sets.start = new Set([...start, ...both]);
      sets.signedOut = new Set([...signedOut].filter((id) => !both.has(id)));
      const signedOutReach = closure(parts.signedOut, true);
      sets.signedIn = new Set([...signedIn].filter((id) => !both.has(id) && !signedOutReach.has(id)));
    },
  };

  // Read when the chunks are cut, after buildEnd has filled the sets.
  const group = (name: string, set: keyof Sets, priority: number): Rolldown.CodeSplittingGroup => ({ name, test: (id: string) => sets[set].has(id), priority });
  const groups = [group('start', 'start', 12), group('signed-out', 'signedOut', 11), group('signed-in', 'signedIn', 11)];
  return { plugin, groups };
}
