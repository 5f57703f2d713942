// The keys of the auth texts without their formal twins: what components and machines may name.
import type nlAuth from '../../../locales/nl/auth.json';

export type AuthTextKey = Exclude<keyof typeof nlAuth, `${string}_u`>;
