/** The paths the agent site's layout draws (SPEC §2: /agent and /agentHome). */
export function isAgentSitePath(pathname: string): boolean {
  return pathname === '/agent' || pathname === '/agent/' || pathname === '/agentHome' || pathname.startsWith('/agentHome/');
}
