import { e2eEnv } from './env';

/** The support team's side of the live chat (docs/chat.md), through the running server's /ops API. */
async function ops<T>(method: 'GET' | 'POST', path: string, body?: unknown, token = e2eEnv.operatorToken): Promise<T> {
  const response = await fetch(`${e2eEnv.baseUrl}${path}`, {
    method,
    headers: { 'x-operator-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { value: T }).value;
}

let sequence = 0;

export const support = {
  /** A new operator of the brand's support team, with a password to sign in on the support page. */
  async newAgent(): Promise<{ username: string; password: string }> {
    const username = `care${Date.now() % 1e7}${(sequence += 1)}`;
    const password = `Support-${Date.now() % 1e6}!`;
    await ops('POST', '/ops/operators', { username, password, role: 'support', merchant: 'khela' });
    return { username, password };
  },
  /** The member's open conversation, once it exists. */
  async conversationOf(account: string): Promise<string> {
    const { conversations } = await ops<{ conversations: Array<{ id: string; account: string }> }>('GET', '/ops/chat/conversations?merchant=khela');
    const found = conversations.find((conversation) => conversation.account === account.toLowerCase());
    if (!found) throw new Error(`no open conversation of ${account}`);
    return found.id;
  },
  /** Logs in as the agent and answers (recorded as chat.reply under their name). */
  async reply(agent: { username: string; password: string }, conversationId: string, text: string): Promise<void> {
    const login = await fetch(`${e2eEnv.baseUrl}/ops/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: agent.username, password: agent.password }),
    });
    const { value } = (await login.json()) as { value: { token: string } };
    await ops('POST', `/ops/chat/conversations/${conversationId}/messages`, { text, requestId: `e2e-${conversationId}-${Date.now()}` }, value.token);
  },
};
