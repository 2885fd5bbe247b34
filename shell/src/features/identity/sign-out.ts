import { bus, i18n, modal, navigate } from '@khela/shared';
import { endSession } from '@/lib/session/end-session';
import { sitePaths } from '@/lib/site-paths';

/** Where a sign-out lands (SPEC §2): the agent landing page from the agent site (/agentHome, /agent), else home. */
export function landingAfterSignOut(currentPath: string): string {
  const agentSite = currentPath.startsWith(sitePaths.agentCenter) || currentPath === sitePaths.agentLanding;
  return agentSite ? sitePaths.agentLanding : sitePaths.home;
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

// Other roots (the agent center) ask for a sign-out through the bus instead of importing the shell.
// Subscribed when the module loads, as the popup stack is: the header imports this module at start.
bus.on('session:signOut', ({ path }) => void signOut(path));
