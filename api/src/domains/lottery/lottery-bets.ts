import { createHash } from 'node:crypto';
import { checkBetLine } from '@khela/contracts/lottery';
import type { LotteryBetLine, LotteryPlaced } from '@khela/contracts';
import type { Page } from '@khela/contracts';
import type { Db, Queryable } from '../../platform/db/db';
import { json } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { page, pageWindow, type PageRequest } from '../../platform/paging';
import { retryOnConflict } from '../../platform/db/retry';
import type { Ledger } from '../wallet';
import { findGame, settingsOf, vendorOf } from './lottery-games';
import { BET_COLUMNS, betView, type BetRow } from './lottery-views';
import { assertMayBet } from '../safer-gambling';

const taka = (paisa: number) => (paisa / 100).toFixed(2);

interface PlaceRow {
  status: string;
  detail: Record<string, unknown>;
  bet_ids: string[];
  balance: string | null;
  member_account: string | null;
  house_account: string | null;
}

/** What identifies a slip's content (game, draw, lines in order), whatever the order of the JSON keys it came in. */
export function slipHash(request: { gameCode: string; drawId: string; bets: LotteryBetLine[] }): string {
  const canonical = JSON.stringify([request.gameCode, request.drawId, request.bets.map((line) => [line.betType, line.selection, line.stake])]);
  return createHash('sha256').update(canonical).digest('hex');
}

async function betsOf(db: Queryable, betIds: string[]) {
  const rows = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id WHERE b.id = ANY ($1::bigint[]) ORDER BY b.id`,
    [betIds],
  );
  return rows.map(betView);
}

/** A slip already booked under this member's request id: its first answer, or a conflict when the slip differs. */
async function bookedSlip(db: Queryable, memberId: string, requestId: string, bodyHash: string): Promise<LotteryPlaced | null> {
  const [slip] = await db.query<{ body_hash: string; bet_ids: string[]; balance: string }>(
    'SELECT body_hash, bet_ids::text[] AS bet_ids, balance::text FROM lottery_slips WHERE member_id = $1::bigint AND request_id = $2',
    [memberId, requestId],
  );
  if (!slip) return null;
  if (slip.body_hash !== bodyHash) throw new ApiError(409, 'lottery.request.conflict');
  return { bets: await betsOf(db, slip.bet_ids), balance: Number(slip.balance) };
}

/**
 * A member's slip on one open draw (docs/lottery.md "Money"): every line checked by the rules
 * (bet type, selection, stake per unit), then lottery_place holds every line's cost in the ledger
 * under the member's lock, the draw's shared lock and the exposure rows' locks — all lines or none.
 * `requestId` (the page's, once per submission): a repeat gets the first answer and books nothing;
 * the same id with another slip is refused (409 lottery.request.conflict). lottery_place decides
 * under the member's lock, so two identical calls at once book once. Without it (demo, bench) no
 * slip is recorded.
 */
export async function placeBets(
  db: Db,
  ledger: Ledger,
  member: { merchantCode: string; memberId: string },
  request: { requestId?: string; gameCode: string; drawId: string; bets: LotteryBetLine[] },
  at: Date,
): Promise<LotteryPlaced> {
  const bodyHash = request.requestId === undefined ? null : slipHash(request);
  if (request.requestId !== undefined) {
    // A retry is answered before anything else is checked: the draw may have closed, or the game been switched off, since.
    const booked = await bookedSlip(db, member.memberId, request.requestId, bodyHash!);
    if (booked) return booked;
  }
  const game = await findGame(db, member.merchantCode, request.gameCode);
  if (!game || !game.enabled) throw new ApiError(404, 'lottery.game.unknown', { game: request.gameCode });
  const settings = settingsOf(game);
  const lines = request.bets.map((line) => {
    const check = checkBetLine(game.kind, settings, line.betType, line.selection, line.stake);
    if (!check.ok) {
      switch (check.reason) {
        case 'unknown_bet_type':
          throw new ApiError(400, 'lottery.betType.unknown', { betType: line.betType });
        case 'bad_selection':
          throw new ApiError(400, 'lottery.selection.bad', { betType: line.betType });
        case 'one_ordering':
          throw new ApiError(400, 'lottery.selection.oneOrdering', { betType: line.betType, number: line.selection[0] ?? '' });
        case 'stake_below_min':
          throw new ApiError(400, 'lottery.stake.belowMin', { betType: line.betType, limit: taka(check.limit ?? settings.betTypes[line.betType]!.minStake) });
        case 'stake_above_max':
          throw new ApiError(400, 'lottery.stake.aboveMax', { betType: line.betType, limit: taka(check.limit ?? settings.betTypes[line.betType]!.maxStake) });
      }
    }
    const rule = settings.betTypes[line.betType]!;
    return { line, check, rule };
  });
  const exposure = lines.flatMap(({ line, check, rule }) =>
    check.ok ? check.exposure.map((e) => ({ key: e.key.startsWith(`${line.betType}:`) ? e.key : `${line.betType}:${e.key}`, amount: e.maxPayout, limit: rule.maxPayoutPerNumber })) : [],
  );
  // Safer gambling: a time-out, self-exclusion, loss or wager limit refuses the slip (its whole cost as the worst case).
  const slipCost = lines.reduce((sum, { check }) => sum + (check.ok ? BigInt(check.cost) : 0n), 0n);
  await assertMayBet(db, member.memberId, slipCost, at);
  const vendor = vendorOf(game.kind);
  const [row] = await retryOnConflict(() =>
    db.query<PlaceRow>(
      `SELECT status, detail, bet_ids::text[] AS bet_ids, balance::text, member_account::text, house_account::text
         FROM lottery_place($1, $2::bigint, $3::bigint, $4, $5, $6, $7::text[], $8::jsonb, $9::bigint[], $10::integer[], $11::bigint[], $12::text[], $13::text[],
                            $14::text[], $15::bigint[], $16::bigint[], $17::bigint, $18::timestamptz, $19::text, $20::text)`,
      [
        member.merchantCode, member.memberId, request.drawId, game.gameCode, vendor.vendorCode, vendor.gameType,
        lines.map((l) => l.line.betType), json(lines.map((l) => l.line.selection)), lines.map((l) => String(l.line.stake)),
        lines.map((l) => (l.check.ok ? l.check.units : 0)), lines.map((l) => String(l.check.ok ? l.check.cost : 0)),
        lines.map((l) => l.rule.odds), lines.map((l) => l.rule.oddsAlt),
        exposure.map((e) => e.key), exposure.map((e) => String(e.amount)), exposure.map((e) => String(e.limit)),
        String(settings.maxStakePerDraw), at, request.requestId ?? null, bodyHash,
      ],
    ),
  );
  switch (row!.status) {
    case 'ok':
      break;
    case 'replay':
      // Booked by an identical call that finished while this one waited: its answer, nothing booked again.
      return { bets: await betsOf(db, row!.bet_ids), balance: Number(row!.balance) };
    case 'request_conflict':
      throw new ApiError(409, 'lottery.request.conflict');
    case 'draw_not_found':
      throw new ApiError(404, 'lottery.draw.unknown', { drawId: request.drawId });
    case 'draw_closed':
      throw new ApiError(409, 'lottery.draw.closed');
    case 'max_stake_per_draw':
      throw new ApiError(400, 'lottery.limit.perDraw', { limit: taka(Number(row!.detail.limit)), used: taka(Number(row!.detail.used)) });
    case 'insufficient':
      throw new ApiError(400, 'lottery.balance.insufficient', { available: taka(Number(row!.detail.available)) });
    case 'max_payout':
      throw new ApiError(400, 'lottery.limit.payout', { number: String(row!.detail.key), limit: taka(Number(row!.detail.limit)) });
    default:
      throw new Error(`lottery_place: ${row!.status}`);
  }
  const totals = { accountId: row!.member_account!, balance: 0n, held: 0n };
  ledger.announceAfterCommit(member.merchantCode, { transferId: '', flag: 'pending', amount: 0n, createdAt: at, replayed: false, debit: totals, credit: { ...totals, accountId: row!.house_account! } });
  return { bets: await betsOf(db, row!.bet_ids), balance: Number(row!.balance) };
}

/** The member's lottery bets, newest first: open ones, settled ones (won, lost, refunded) or all. */
export async function myBets(
  db: Queryable,
  member: { merchantCode: string; memberId: string },
  filter: { gameCode?: string; status?: 'open' | 'settled' },
  paging: PageRequest,
): Promise<Page<ReturnType<typeof betView>>> {
  const { limit, offset } = pageWindow(paging);
  const where = `b.merchant_code = $1 AND b.member_id = $2::bigint AND ($3::text IS NULL OR b.game_code = $3)
    AND ($4::text IS NULL OR ($4 = 'open' AND b.status = 'open') OR ($4 = 'settled' AND b.status <> 'open'))`;
  const params = [member.merchantCode, member.memberId, filter.gameCode ?? null, filter.status ?? null];
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM lottery_bets b WHERE ${where}`, params);
  const rows = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id WHERE ${where} ORDER BY b.placed_at DESC, b.id DESC LIMIT $5 OFFSET $6`,
    [...params, limit, offset],
  );
  return page(rows.map(betView), count!.total, paging);
}
