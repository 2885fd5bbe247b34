/**
 * Ledger accounts. A member has a main wallet, one game wallet per transfer-mode vendor and a
 * points account; the platform has its own accounts per brand, which may go below zero because
 * they are the other side of every member's money (the house pays wins, a payment channel's
 * clearing account owes what its payers deposited, …). The sum over all accounts is always zero.
 */
export type MemberAccountKind = 'member_main' | 'member_game' | 'member_points' | 'member_bonus';
export type PlatformAccountKind = 'house' | 'clearing' | 'payout' | 'bonus' | 'commission' | 'adjustment' | 'points';
export type AccountKind = MemberAccountKind | PlatformAccountKind;

export interface AccountRef {
  merchantCode: string;
  kind: AccountKind;
  /** The member's id for member accounts; '0' for the platform's own. */
  ownerId: string;
  /** A game wallet's vendor code, a clearing account's channel; '' otherwise. */
  ref: string;
}

export function isMemberAccount(kind: AccountKind): kind is MemberAccountKind {
  return kind === 'member_main' || kind === 'member_game' || kind === 'member_points' || kind === 'member_bonus';
}

export function mainWallet(merchantCode: string, memberId: string): AccountRef {
  return { merchantCode, kind: 'member_main', ownerId: memberId, ref: '' };
}

export function gameWallet(merchantCode: string, memberId: string, vendorCode: string): AccountRef {
  return { merchantCode, kind: 'member_game', ownerId: memberId, ref: vendorCode };
}

export function pointsAccount(merchantCode: string, memberId: string): AccountRef {
  return { merchantCode, kind: 'member_points', ownerId: memberId, ref: '' };
}

/** One bonus grant's money (docs/adr/0016 §2): a member account per grant, ref = the grant's id. */
export function grantAccount(merchantCode: string, memberId: string, grantId: string): AccountRef {
  return { merchantCode, kind: 'member_bonus', ownerId: memberId, ref: grantId };
}

/** Sub-accounts of the brand's bonus pool, so reward payments of different members do not queue on one row. */
export const BONUS_POOL_SPLIT = 16;

/** The brand's bonus pool sub-account that pays (and takes back) this member's rewards. */
export function bonusPool(merchantCode: string, memberId: string): AccountRef {
  return platformAccount(merchantCode, 'bonus', String(BigInt(memberId) % BigInt(BONUS_POOL_SPLIT)));
}

/** The other side of every point earned or spent (points never meet money in one transfer). */
export function pointsPool(merchantCode: string): AccountRef {
  return platformAccount(merchantCode, 'points');
}

export function platformAccount(merchantCode: string, kind: PlatformAccountKind, ref = ''): AccountRef {
  return { merchantCode, kind, ownerId: '0', ref };
}

export function accountCacheKey(account: AccountRef): string {
  return `${account.merchantCode}\u0000${account.kind}\u0000${account.ownerId}\u0000${account.ref}`;
}
