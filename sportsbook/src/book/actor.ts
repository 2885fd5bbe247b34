import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who makes a trading change, for the action record: an operator through /ops by default, or a
 * program such as the demo feed (`simulator`) that calls the same trading functions inside `asActor`.
 */
const current = new AsyncLocalStorage<string>();

export function asActor<T>(actor: string, work: () => Promise<T>): Promise<T> {
  return current.run(actor, work);
}

export const currentActor = (): string => current.getStore() ?? 'operator';
