import type { Db } from '@khela/server-kit/db';
import type { BetMoney } from './bet-money';
import { sendCorrections } from './corrections';
import { releaseBets } from './liability';
import { loadMoneyBet, settleDecidedBets } from './settlement';

/**
 * The restart rule (as house/src/rounds): a bet still `created` when the book starts had its debit's
 * fate unknown, so it is rolled back; a `settling` bet (payout fixed, win unanswered) is paid; a
 * `rolling_back` one is rolled back again; an `open` bet whose markets all settled meanwhile is settled and paid, and every correction not
 * yet answered by Khela is sent (`adjust`). Every call repeats its fixed id, so each happens once.
 */
export async function resumeAll(db: Db, money: BetMoney): Promise<number> {
  await db.transaction(async (tx) => {
    const moved = await tx.query<{ id: string }>(`UPDATE bets SET state = 'rolling_back' WHERE state = 'created' RETURNING id`);
    await releaseBets(tx, moved.map((row) => row.id));
  });
  const rows = await db.query<{ id: string; state: string }>(`SELECT id, state FROM bets WHERE state IN ('rolling_back', 'settling') ORDER BY placed_at`);
  for (const row of rows) await finish(db, money, row.id, row.state);
  let resumed = rows.length + (await settleDecidedBets(db, money));
  for (let sent = await sendCorrections(db, money); sent > 0; sent = await sendCorrections(db, money)) resumed += sent;
  return resumed;
}

/** The pending work that is due (a sweep); `created` bets are in flight in this process and are left alone. */
export async function sweepDue(db: Db, money: BetMoney): Promise<number> {
  const rows = await db.query<{ id: string; state: string }>(
    `SELECT id, state FROM bets WHERE state IN ('rolling_back', 'settling') AND (next_attempt_at IS NULL OR next_attempt_at <= now()) ORDER BY placed_at LIMIT 500`,
  );
  let finished = 0;
  for (const row of rows) {
    // A bet a settlement of this process is paying now is left to it; one the sweep is finishing is claimed the same way.
    if (money.paying.has(row.id)) continue;
    money.paying.add(row.id);
    try {
      await finish(db, money, row.id, row.state);
    } finally {
      money.paying.delete(row.id);
    }
    finished += 1;
  }
  return finished + (await sendCorrections(db, money, { due: true }));
}

async function finish(db: Db, money: BetMoney, id: string, state: string): Promise<void> {
  // Another payer may have finished it since it was listed (its call would only be repeated).
  const [now] = await db.query<{ state: string }>('SELECT state FROM bets WHERE id = $1', [id]);
  if (now?.state !== state) return;
  const bet = await loadMoneyBet(db, id);
  if (!bet) return;
  if (state === 'settling') await money.credit(bet);
  else await money.rollBack(bet);
}
