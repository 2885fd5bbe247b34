import { findMerchant } from '../../platform/merchant/merchant-repo';
import type { TestApp } from '../../test/test-app';
import { MEMBER_TYPE } from '../identity/members/member';
import { insertMember } from '../identity/members/member-repo';
import { createSession } from '../identity/sessions/session-store';

let sequence = 0;

/** A member of a brand with a live session (type 4 makes a trial account). */
export async function memberWithSession(t: TestApp, options: { merchant?: string; type?: number } = {}): Promise<{ id: string; token: string }> {
  const merchantCode = options.merchant ?? 'khela';
  const account = `gm${(sequence += 1)}x${Math.floor(Math.random() * 100_000)}`.slice(0, 15);
  const member = await insertMember(t.db, {
    merchantCode,
    account,
    nickname: account,
    type: options.type ?? MEMBER_TYPE,
    passwordHash: 'scrypt$placeholder', // nobody logs in with it: the session is made directly
    paymentPasswordHash: null,
    uplineId: null,
  });
  if (!member) throw new Error(`member ${account} not created`);
  const merchant = (await findMerchant(t.db, merchantCode))!;
  const token = await createSession(t.db, { memberId: member.id, merchantCode, loginMethod: 'username', settings: merchant.identity, ip: '10.9.0.2', userAgent: 'jest' });
  return { id: member.id, token };
}
