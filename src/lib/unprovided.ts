import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

/**
 * A machine's default for a call it makes: fails loudly until the feature's hook (the real client)
 * or a test (a fake) provides it with `.provide()`, so a forgotten call never passes for success.
 */
export function unprovided<Output, Input = NonReducibleUnknown>(name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is not provided: give the machine its calls with .provide()`);
  });
}

/** The same for a call that reports as it goes (a callback actor, such as an upload's progress). */
export function unprovidedCallback<Input = NonReducibleUnknown>(name: string) {
  return fromCallback<EventObject, Input>(() => {
    throw new Error(`${name} is not provided: give the machine its calls with .provide()`);
  });
}

/**
 * The same for an action (storing, clearing, reloading): an action that does nothing by default
 * would let a provider that forgot it sign a customer out while their tokens stay behind.
 */
export function unprovidedAction<Params = undefined>(name: string) {
  return (_args: unknown, _params: Params): void => {
    throw new Error(`${name} is not provided: give the machine its actions with .provide()`);
  };
}
