import { bus } from '@khela/shared';

/**
 * What the agent page gives the shell's login popup: the agent portal, so the server lets agents
 * only in (`portal: 'agent'`) and the popup goes on to /agentHome after the login.
 */
export const agentLoginPopupProps = { portal: 'agent' } as const;

/**
 * Sign out of the agent center: asked of the shell through the bus (it confirms, ends the session
 * and lands on /agent), so this remote never imports the shell.
 */
export function requestAgentSignOut(currentPath: string): void {
  bus.emit('session:signOut', { path: currentPath });
}
