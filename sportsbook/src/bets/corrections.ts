import type { Db } from '@khela/server-kit/db';
import type { BetMoney, MoneyCorrection } from './bet-money';

/**
 * Corrections waiting for Khela's wallet (docs/sportsbook.md "Money and restart rules"): each
 * `bet_settlements` row of kind `correction` not yet answered, of a bet whose `win` Khela has
 * answered (state `settled`: the adjustment needs a settled bet), in version order per bet. The
 * correction's key `{bet}:resettle:{version}` is the adjustment's transaction id, so a repeat — the
 * sweep, a restart after a kill — moves the money once.
 *
 * `due`: only those whose retry time has come (the sweep); otherwise every one (after a settlement,
 * on start). `betIds`: only these bets.
 */
export async function sendCorrections(db: Db, money: BetMoney, { due = false, betIds = null }: { due?: boolean; betIds?: readonly string[] | null } = {}): Promise<number> {
  const rows = await db.query<{ bet_id: string; version: number; player_id: string; bet_tx: string; idempotency_key: string; delta: string | number }>(
    `SELECT s.bet_id, s.version, b.player_id, b.bet_tx, s.idempotency_key, s.delta
       FROM bet_settlements s JOIN bets b ON b.id = s.bet_id
      WHERE s.kind = 'correction' AND s.adjusted_at IS NULL AND b.state = 'settled'
        AND ($1::boolean IS FALSE OR s.next_attempt_at IS NULL OR s.next_attempt_at <= now())
        AND ($2::text[] IS NULL OR s.bet_id = ANY ($2::text[]))
      ORDER BY s.bet_id, s.version
      LIMIT 500`,
    [due, betIds ? [...betIds] : null],
  );
  let sent = 0;
  const blocked = new Set<string>();
  for (const row of rows) {
    // A bet's corrections go in order: one left pending holds back its later versions.
    if (blocked.has(row.bet_id)) continue;
    const correction: MoneyCorrection = {
      betId: row.bet_id,
      version: row.version,
      playerId: row.player_id,
      betTx: row.bet_tx,
      idempotencyKey: row.idempotency_key,
      delta: Number(row.delta),
    };
    const outcome = await money.adjust(correction);
    if (outcome === 'pending') blocked.add(row.bet_id);
    else sent += 1;
  }
  return sent;
}
