import { api, bus, navigate, storeToken } from '@khela/shared';

export type AgentLoginResult = { ok: true } | { ok: false; message: string };

/**
 * The agent page's login: the session login call, then on to the back-office. Until the identity
 * issue adds the endpoint, the api answers with its own translated error, which is shown as is.
 */
export async function agentLogin(username: string, password: string): Promise<AgentLoginResult> {
  const result = await api.post<{ token: string }>('/wps/session/login', { json: { username, password, type: 'username' } });
  if (!result.ok) return { ok: false, message: result.error.message };
  if (result.value?.token) {
    storeToken(result.value.token);
    bus.emit('session:login', { token: result.value.token });
  }
  navigate('/agentHome');
  return { ok: true };
}
