import { e2eEnv } from './env';

/** The operator's switches, through the running server's operator API (what the CLI uses too). */
async function operatorCall<T = unknown>(path: string, body: unknown, baseUrl = e2eEnv.baseUrl): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': e2eEnv.operatorToken },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { value: T }).value;
}

/** An account an operator opens: its password is operator-issued, to be changed at first login. */
export interface NewAccount {
  account: string;
  password: string;
  kind?: 'member' | 'agent';
  mobile?: string;
  email?: string;
  bankAccountName?: string;
}

export const operator = {
  maintenance: (merchant: string, enabled: boolean, message?: { bn?: string; en?: string }) =>
    operatorCall('/ops/merchant/maintenance', { merchant, enabled, ...(message ? { message } : {}) }),
  restrict: (merchant: string, countries: string[]) => operatorCall('/ops/merchant/restriction', { merchant, countries }),
  openAccount: (account: NewAccount, merchant = 'khela') => operatorCall<{ id: string }>('/ops/members', { merchant, ...account }),
};
