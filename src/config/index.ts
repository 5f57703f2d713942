// The low floor of the screens configuration: names, types, switch rules and the resolver.
// screens.config.ts imports only this; src/app registries map the names to code.
export * from './data';
export * from './define-screens';
export * from './form-schemas';
export * from './forms';
export * from './names';
export * from './resolve-screens';
export * from './switches';
export * from './types';
