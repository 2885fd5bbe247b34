import type { Queryable } from '../../platform/db/db';
import { memberWithSession as sharedMemberWithSession, type TestMember } from '../../test/members';
import type { TestApp } from '../../test/test-app';

/** A member of a brand with a live session (type 4 makes a trial account). */
export function memberWithSession(t: TestApp, options: { merchant?: string; type?: number } = {}): Promise<TestMember> {
  return sharedMemberWithSession(t.db, { ...options, prefix: 'gm' });
}

export interface TestBet {
  vendor?: string;
  gameCode?: string;
  gameType?: string | null;
  stake?: number;
  payout?: number | null;
  status?: 'open' | 'settled' | 'rolled_back';
  placedAt?: string;
  settledAt?: string | null;
  merchant?: string;
  roundId?: string;
}

let betSequence = 0;

/**
 * A bet as the seamless wallet API records it (table bets, migration 010). The record and the board
 * only read that table, so the tests write the rows the vendor calls would have written.
 */
export async function insertBet(db: Queryable, member: TestMember, bet: TestBet = {}): Promise<string> {
  betSequence += 1;
  const status = bet.status ?? 'settled';
  const placedAt = bet.placedAt ?? '2026-03-10T10:00:00Z';
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, placed_at, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id::text`,
    [
      bet.vendor ?? 'KSLOT', `test-${betSequence}-${Math.random().toString(36).slice(2)}`, bet.merchant ?? member.merchant, member.id,
      bet.roundId ?? `R-${betSequence}`, bet.gameCode ?? 'golden-tiger', bet.gameType === undefined ? 'RNG' : bet.gameType, bet.stake ?? 1_000,
      status === 'open' ? null : status === 'rolled_back' ? 0 : (bet.payout ?? 0), status, placedAt,
      status === 'open' ? null : (bet.settledAt ?? placedAt),
    ],
  );
  return row!.id;
}
