import type { Queryable } from '../platform/db/db';
import { insertMember } from '../domains/identity/members/member-repo';
import { hashPassword } from '../domains/identity/passwords/password-hash';

/**
 * Demo accounts of the default brand, written once (README lists them): a player with every
 * second factor bound, an agent, and a member with an operator-issued default password.
 */
export const DEMO_ACCOUNTS = {
  player: { account: 'demo01', password: 'Khela2026' },
  agent: { account: 'agent01', password: 'Agent2026' },
  defaultPassword: { account: 'fresh01', password: 'Welcome2026' },
} as const;

export async function seedDemoMembers(db: Queryable): Promise<void> {
  await insertMember(db, {
    merchantCode: 'khela',
    account: DEMO_ACCOUNTS.player.account,
    nickname: 'Demo Player',
    type: 0,
    passwordHash: await hashPassword(DEMO_ACCOUNTS.player.password),
    countryDialingCode: '880',
    mobile: '1712345678',
    email: 'demo01@khela.example',
    bankAccountName: 'Demo Player',
    language: 'bn',
  });
  await insertMember(db, {
    merchantCode: 'khela',
    account: DEMO_ACCOUNTS.agent.account,
    nickname: 'Demo Agent',
    type: 1,
    passwordHash: await hashPassword(DEMO_ACCOUNTS.agent.password),
    countryDialingCode: '880',
    mobile: '1812345678',
    language: 'bn',
  });
  await insertMember(db, {
    merchantCode: 'khela',
    account: DEMO_ACCOUNTS.defaultPassword.account,
    nickname: 'New Member',
    type: 0,
    passwordHash: await hashPassword(DEMO_ACCOUNTS.defaultPassword.password),
    passwordIsDefault: true,
    language: 'bn',
  });
}
