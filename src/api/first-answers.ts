/**
 * The home screen's first answers, asked for at start-up with the stored session's token, while
 * the signed-in shell's code is still arriving and running (decision 020). A returning customer's
 * dashboard then has its data when the shell first draws, instead of asking for it only then. The
 * shell takes each answer once (prefetchPortalData), and only when its session has the token the
 * answer was read with: an answer read for another account (a session handed over meanwhile) is
 * dropped. One it never takes goes with the page.
 */
import type { DataName } from '../config';
import { portalReads, type PortalData } from './portal-reads';

export interface FirstAnswer<Name extends DataName> {
  accessToken: string;
  /** The answer once it is in; undefined while on its way and after a failure. */
  data: PortalData[Name] | undefined;
  /** Settles with the answer, or with undefined when the read failed (the shell then asks itself). */
  answer: Promise<PortalData[Name] | undefined>;
}

const answers = new Map<DataName, FirstAnswer<DataName>>();

function ask<Name extends DataName>(name: Name, accessToken: string): FirstAnswer<Name> {
  const first: FirstAnswer<Name> = {
    accessToken,
    data: undefined,
    answer: portalReads[name]({ accessToken }).then(
      (data) => (first.data = data),
      () => undefined,
    ),
  };
  return first;
}

/** Reads `names` with `accessToken`, each once per page load. */
export function askFirstAnswers(names: readonly DataName[], accessToken: string): void {
  for (const name of names) if (!answers.has(name)) answers.set(name, ask(name, accessToken));
}

/**
 * The first answer for `name` if it was read with `accessToken` (the session's), handed out once;
 * null when start-up did not ask for it or asked with another token.
 */
export function takeFirstAnswer<Name extends DataName>(name: Name, accessToken: string | undefined): FirstAnswer<Name> | null {
  const first = answers.get(name) as FirstAnswer<Name> | undefined;
  answers.delete(name);
  return first && first.accessToken === accessToken ? first : null;
}
