/**
 * Ledger accounts. A member has a main wallet, one game wallet per transfer-mode vendor and a
 * points account; the platform has its own accounts per brand, which may go below zero because
 * they are the other side of every member's money (the house pays wins, a payment channel's
 * clearing account owes what its payers deposited, …). The sum over all accounts is always zero.
 */
export type MemberAccountKind = 'member_main' | 'member_game' | 'member_points';
export type PlatformAccountKind = 'house' | 'clearing' | 'payout' | 'bonus' | 'commission' | 'adjustment';
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
  return kind === 'member_main' || kind === 'member_game' || kind === 'member_points';
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

export function platformAccount(merchantCode: string, kind: PlatformAccountKind, ref = ''): AccountRef {
  return { merchantCode, kind, ownerId: '0', ref };
}

export function accountCacheKey(account: AccountRef): string {
  return `${account.merchantCode}\u0000${account.kind}\u0000${account.ownerId}\u0000${account.ref}`;
}
