// Every namespace of every language. Dutch is the reference: another language missing a key of a
// namespace fails to compile (`satisfies`). A new namespace is a JSON per language plus a line here.
import deAuth from './de/auth.json';
import deCommon from './de/common.json';
import deShell from './de/shell.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enShell from './en/shell.json';
import nlAuth from './nl/auth.json';
import nlCommon from './nl/common.json';
import nlShell from './nl/shell.json';

const nl = { common: nlCommon, auth: nlAuth, shell: nlShell };

export const resources = {
  nl,
  en: { common: enCommon, auth: enAuth, shell: enShell } satisfies typeof nl,
  de: { common: deCommon, auth: deAuth, shell: deShell } satisfies typeof nl,
} as const;

export const namespaces = Object.keys(nl) as (keyof typeof nl)[];
