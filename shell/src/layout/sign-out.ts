import { api, bus, clearSession, i18n, modal, navigate } from '@khela/shared';
import { sitePaths } from './menu-paths';

/**
 * Sign out (SPEC §4): confirm, tell the server, clear the session, go home — or back to the agent
 * landing page when leaving the agent center. A failed logout call still signs out locally.
 */
export async function signOut(currentPath: string): Promise<void> {
  const sure = await modal.confirm({
    icon: 'question',
    text: i18n.t('shell:header.signOutConfirm'),
    confirmLabel: i18n.t('common:actions.confirm'),
    cancelLabel: i18n.t('common:actions.cancel'),
  });
  if (!sure) return;
  await api.delete('/wps/session/logout');
  clearSession();
  bus.emit('session:logout', { reason: 'user' });
  navigate(currentPath.startsWith(sitePaths.agentCenter) ? sitePaths.agentLanding : sitePaths.home);
}

/** Copies the member ID and confirms with the success dialog of SPEC §8 (copy_success). */
export async function copyMemberId(id: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(id);
  } catch {
    return;
  }
  modal.open({
    icon: 'success',
    text: i18n.t('shell:copy_success'),
    closeOnCover: true,
    timeoutMs: 2000,
    buttons: [{ label: i18n.t('common:actions.confirm'), primary: true }],
  });
}
