import type { ActedOnErrorCode, ApiResult } from '@khela/shared';

/**
 * Sensitive changes (docs/identity.md) need the login password proved within 5 minutes. When the
 * api answers `password.confirm.required`, the page asks for the password in a popup
 * (PasswordConfirmDialog), the popup confirms it, and the change is sent again once.
 */
export const passwordConfirmRequiredCode = 'password.confirm.required' satisfies ActedOnErrorCode;

type Listener = () => void;
type Settle = (confirmed: boolean) => void;

// One question at a time: every change waiting for the password is settled by the same answer.
let waiting: Settle[] = [];
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** For the dialog (useSyncExternalStore): whether a change is waiting for the password. */
export const passwordPrompt = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen: (): boolean => waiting.length > 0,
  /** The popup's outcome: true once the password was confirmed, false when it was closed. */
  settle(confirmed: boolean): void {
    const settled = waiting;
    waiting = [];
    notify();
    for (const settle of settled) settle(confirmed);
  },
};

/** Opens the password popup; resolves true once the password is confirmed, false if closed. */
export function askForPassword(): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) notify();
  });
}

/** Runs a sensitive change; when the api asks for the password, asks the person and runs it once more. */
export async function withPasswordConfirmation<T>(change: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const first = await change();
  if (first.ok || first.error.code !== passwordConfirmRequiredCode) return first;
  return (await askForPassword()) ? change() : first;
}
