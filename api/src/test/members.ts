import type { Queryable } from '../platform/db/db';
import { findMerchant } from '../platform/merchant/merchant-repo';
import { MEMBER_TYPE } from '../domains/identity/members/member';

export { TRIAL_TYPE } from '../domains/identity/members/member';
import { insertMember } from '../domains/identity/members/member-repo';
import { createSession } from '../domains/identity/sessions/session-store';

export interface TestMember {
  id: string;
  account: string;
  token: string;
  merchant: string;
}

export interface TestMemberOptions {
  merchant?: string;
  /** 4 makes a trial account. */
  type?: number;
  /** Start of the account name, to tell the suites' members apart. */
  prefix?: string;
  paymentPasswordHash?: string | null;
  uplineId?: string | null;
  /** A friend's invite code, as a referral link registers it (docs/referral.md). */
  referralCode?: string | null;
}

let sequence = 0;

/**
 * A fresh member with a live session, for the tests of everything after login (the login itself is
 * identity's to test). The password hash is not a hash: nobody logs in with it.
 */
export async function memberWithSession(db: Queryable, options: TestMemberOptions = {}): Promise<TestMember> {
  const merchantCode = options.merchant ?? 'khela';
  const merchant = await findMerchant(db, merchantCode);
  if (!merchant) throw new Error(`no brand ${merchantCode}`);
  const account = `${options.prefix ?? 'm'}${(sequence += 1)}x${Math.floor(Math.random() * 100_000)}`.slice(0, 15);
  const member = await insertMember(db, {
    merchantCode,
    account,
    nickname: account,
    type: options.type ?? MEMBER_TYPE,
    passwordHash: 'scrypt$not-a-hash',
    paymentPasswordHash: options.paymentPasswordHash ?? null,
    uplineId: options.uplineId ?? null,
    referralCode: options.referralCode ?? null,
  });
  if (!member) throw new Error(`member ${account} not created`);
  // As after a password login: the password counts as just confirmed (docs/identity.md, sensitive changes).
  const token = await createSession(db, {
    memberId: member.id, merchantCode, loginMethod: 'username', settings: merchant.identity, ip: '10.9.0.1', userAgent: 'jest', passwordConfirmed: true,
  });
  return { id: member.id, account: member.account, token, merchant: merchantCode };
}
