import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Merchant } from '../../../platform/merchant/merchant';
import type { LoginContext } from '../login/login-service';
import { MEMBER_TYPE, type Member } from '../members/member';
import { findMemberById, insertMember } from '../members/member-repo';
import { hashPassword } from '../passwords/password-hash';
import { fitsUsernameRule, oidcAccountCandidate } from './oidc-account';
import type { OidcIdentity } from './oidc-client';

const NICKNAME_MAX = 50;
const ACCOUNT_TRIES = 8;

/** The name claim as a nickname: no control characters, spaces collapsed, 50 characters at most. */
export function nicknameFrom(name: string | null): string | null {
  const clean = (name ?? '').replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim();
  return clean ? Array.from(clean).slice(0, NICKNAME_MAX).join('') : null;
}

async function linkedMember(db: Queryable, merchantCode: string, provider: string, subject: string): Promise<Member | null> {
  const rows = await db.query<{ member_id: string }>(
    'SELECT member_id::text FROM member_oidc_links WHERE merchant_code = $1 AND provider = $2 AND subject = $3',
    [merchantCode, provider, subject],
  );
  return rows[0] ? findMemberById(db, merchantCode, rows[0].member_id) : null;
}

async function createLinkedMember(
  tx: Queryable,
  merchant: Merchant,
  provider: string,
  identity: OidcIdentity,
  passwordHash: string,
  context: LoginContext,
): Promise<Member> {
  const rule = merchant.registerRules.find((entry) => entry.field === 'username');
  for (let tries = 0; tries < ACCOUNT_TRIES; tries += 1) {
    const account = oidcAccountCandidate(provider, rule);
    if (!fitsUsernameRule(account, rule) && tries < ACCOUNT_TRIES - 1) continue;
    const member = await insertMember(tx, {
      merchantCode: merchant.code,
      account,
      nickname: nicknameFrom(identity.name) ?? account,
      type: MEMBER_TYPE,
      passwordHash,
      email: identity.email,
      registerMethod: 'WEB',
      registerIp: context.ip,
      language: context.language,
    });
    if (!member) continue; // the name was taken: draw another
    await tx.query('INSERT INTO member_oidc_links (merchant_code, provider, subject, member_id) VALUES ($1, $2, $3, $4)', [
      merchant.code, provider, identity.subject, member.id,
    ]);
    return member;
  }
  throw new ApiError(503, 'server.unavailable');
}

/**
 * The member a provider's subject is linked to in this brand, or a new ordinary member (type 0)
 * linked to it. Never matched by e-mail: an address at a provider does not prove it is the same
 * person as an existing account. Two first logins at once make one member (advisory lock).
 */
export async function memberForOidcIdentity(
  db: Db,
  merchant: Merchant,
  provider: string,
  identity: OidcIdentity,
  context: LoginContext,
): Promise<Member> {
  const existing = await linkedMember(db, merchant.code, provider, identity.subject);
  if (existing) return existing;
  // A password nobody knows: this member gets in through the provider, or sets one by a reset.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`oidc-link:${merchant.code}:${provider}:${identity.subject}`]);
    return (await linkedMember(tx, merchant.code, provider, identity.subject)) ?? createLinkedMember(tx, merchant, provider, identity, passwordHash, context);
  });
}
