import { api, bus, clearSession, i18n, modal, navigate } from '@khela/shared';
import { sitePaths } from './menu-paths';

/**
 * Ends the session without asking: tells the server, clears the session, tells every root. A failed
 * logout call still signs out locally (the token is gone from this page either way).
 */
export async function endSession(): Promise<void> {
  await api.delete('/wps/session/logout');
  clearSession();
  bus.emit('session:logout', { reason: 'user' });
}

/** Where a sign-out lands (SPEC §2): the agent landing page from the agent center, else home. */
export function landingAfterSignOut(currentPath: string): string {
  return currentPath.startsWith(sitePaths.agentCenter) ? sitePaths.agentLanding : sitePaths.home;
}

/** Sign out (SPEC §4): confirm ('sure to logout'), end the session, go home or to /agent. */
export async function signOut(currentPath: string): Promise<void> {
  const sure = await modal.confirm({
    icon: 'question',
    text: i18n.t('shell:header.signOutConfirm'),
    confirmLabel: i18n.t('common:actions.confirm'),
    cancelLabel: i18n.t('common:actions.cancel'),
  });
  if (!sure) return;
  // Leave the members-only page first: its guard would otherwise send the reader to /login.
  navigate(landingAfterSignOut(currentPath));
  await endSession();
}

/** Copies text and confirms with the success dialog of SPEC §8 (copy_success). */
export async function copyWithConfirmation(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return false;
  }
  modal.open({
    icon: 'success',
    text: i18n.t('shell:copy_success'),
    closeOnCover: true,
    timeoutMs: 2000,
    buttons: [{ label: i18n.t('common:actions.confirm'), primary: true }],
  });
  return true;
}

/** Copies the member ID (the member menu's copy button). */
export async function copyMemberId(id: string): Promise<void> {
  await copyWithConfirmation(id);
}

// Other roots (the agent center) ask for a sign-out through the bus instead of importing the shell.
// Subscribed when the module loads, as the popup stack is: the header imports this module at start.
bus.on('session:signOut', ({ path }) => void signOut(path));
