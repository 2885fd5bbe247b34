import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { deriveLotteryResult, lotteryDrawKey, lotterySeedHash, payoutAtOdds, type LotteryDrawStatus, type LotteryKind } from '@khela/contracts/lottery';
import type { LotteryResult, LotterySocketMessage } from '@khela/contracts';
import type { Db } from '../../platform/db/db';
import { json } from '../../platform/db/db';
import { type Ledger, mainWallet } from '../wallet';
import { isRetiring, listGames, replaceRegionalVnGames, settingsOf, type LotteryGameRow } from './lottery-games';
import { upcomingDraws } from './lottery-schedule';

/** A draw as stored. */
export interface DrawRow {
  id: string;
  merchantCode: string;
  gameCode: string;
  drawNo: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  status: LotteryDrawStatus;
  seed: string;
  seedHash: string;
  result: LotteryResult | null;
  drawnAt: Date | null;
  settledAt: Date | null;
}

export const DRAW_COLUMNS = `id::text, merchant_code AS "merchantCode", game_code AS "gameCode", draw_no AS "drawNo", opens_at AS "opensAt",
  closes_at AS "closesAt", draw_at AS "drawAt", status, seed, seed_hash AS "seedHash", result, drawn_at AS "drawnAt", settled_at AS "settledAt"`;

/** A draw changed state: the brand's sockets hear of it (realtime). */
export interface DrawEvent {
  merchantCode: string;
  message: LotterySocketMessage;
}

/** Draws created ahead per game: the one betting is on, and the next (its hash published a whole period before it opens). */
const DRAWS_AHEAD = 2;
/** Members settled per database transaction. */
const SETTLE_BATCH = 500;
/** Bets whose payout is computed per round trip. */
const PAYOUT_BATCH = 5_000;

export interface AdvanceOutcome {
  created: number;
  opened: number;
  closed: number;
  drawn: number;
  settled: number;
  refunded: number;
}

/**
 * The draw lifecycle (docs/lottery.md "Jobs"): create the coming draws (seed committed, hash
 * published), open, close at closesAt, draw at drawAt from the stored seed, settle. Every step is
 * a conditional UPDATE (`… WHERE status = 'x'`), so two api instances or a rerun after a kill -9
 * never draw or settle a draw twice; the money steps are idempotent per member (lottery.sql).
 */
export class LotteryEngine {
  readonly events = new EventEmitter();

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger | null,
  ) {
    this.events.setMaxListeners(0);
  }

  onDraw(listener: (event: DrawEvent) => void): () => void {
    this.events.on('draw', listener);
    return () => this.events.off('draw', listener);
  }

  private announce(rows: Array<Pick<DrawRow, 'id' | 'merchantCode' | 'gameCode' | 'drawNo' | 'status'>>): void {
    for (const row of rows) {
      this.events.emit('draw', {
        merchantCode: row.merchantCode,
        message: { type: 'lottery.draw', gameCode: row.gameCode, drawId: row.id, drawNo: row.drawNo, status: row.status },
      } satisfies DrawEvent);
    }
  }

  /** Tells the members' open pages that their balance changed (after the batch committed). */
  private async announceMembers(merchantCode: string, memberIds: string[]): Promise<void> {
    if (!this.ledger || memberIds.length === 0) return;
    const ids = await this.ledger.accountIds(memberIds.map((memberId) => mainWallet(merchantCode, memberId)));
    for (const accountId of ids) {
      const totals = { accountId, balance: 0n, held: 0n };
      this.ledger.announceAfterCommit(merchantCode, { transferId: '', flag: 'single', amount: 0n, createdAt: new Date(), replayed: false, debit: totals, credit: totals });
    }
  }

  /** Every step due at `at`, for every game of every brand (or one brand). */
  async advance(at: Date = new Date(), merchantCode: string | null = null): Promise<AdvanceOutcome> {
    const outcome: AdvanceOutcome = { created: 0, opened: 0, closed: 0, drawn: 0, settled: 0, refunded: 0 };
    const games = await listGames(this.db, merchantCode);
    // A retired regional VN game makes no new draws; once its last open bet is settled or refunded it is switched off.
    for (const game of games) if (game.enabled && !isRetiring(game)) outcome.created += await this.createAhead(game, at);
    const byKey = new Map(games.map((game) => [`${game.merchantCode}\u0000${game.gameCode}`, game]));

    const opened = await this.db.query<DrawRow>(
      `UPDATE lottery_draws SET status = 'open' WHERE status = 'scheduled' AND opens_at <= $1::timestamptz AND closes_at > $1::timestamptz
          AND ($2::text IS NULL OR merchant_code = $2) RETURNING ${DRAW_COLUMNS}`,
      [at, merchantCode],
    );
    this.announce(opened);
    outcome.opened = opened.length;
    const closed = await this.db.query<DrawRow>(
      `UPDATE lottery_draws SET status = 'closed' WHERE status IN ('scheduled', 'open') AND closes_at <= $1::timestamptz
          AND ($2::text IS NULL OR merchant_code = $2) RETURNING ${DRAW_COLUMNS}`,
      [at, merchantCode],
    );
    this.announce(closed);
    outcome.closed = closed.length;

    const due = await this.db.query<DrawRow>(
      `SELECT ${DRAW_COLUMNS} FROM lottery_draws WHERE status = 'closed' AND draw_at <= $1::timestamptz AND ($2::text IS NULL OR merchant_code = $2) ORDER BY draw_at, lottery_draws.id`,
      [at, merchantCode],
    );
    for (const draw of due) {
      const game = byKey.get(`${draw.merchantCode}\u0000${draw.gameCode}`);
      if (game && (await this.draw(draw, game.kind, at))) outcome.drawn += 1;
    }

    const toSettle = await this.db.query<{ id: string; kind: LotteryKind }>(
      `SELECT d.id::text, g.kind FROM lottery_draws d JOIN lottery_games g USING (merchant_code, game_code)
        WHERE d.status = 'drawn' AND ($1::text IS NULL OR d.merchant_code = $1) ORDER BY d.draw_at, d.id`,
      [merchantCode],
    );
    for (const draw of toSettle) if (await this.settle(draw.id, draw.kind, at)) outcome.settled += 1;

    const toRefund = await this.db.query<{ id: string }>(
      `SELECT d.id::text FROM lottery_draws d
        WHERE d.status = 'cancelled' AND ($1::text IS NULL OR d.merchant_code = $1)
          AND EXISTS (SELECT 1 FROM lottery_bets b WHERE b.draw_id = d.id AND b.status = 'open')`,
      [merchantCode],
    );
    for (const draw of toRefund) outcome.refunded += await this.refund(draw.id);
    await replaceRegionalVnGames(this.db, games);
    return outcome;
  }

  /** Inserts the coming draws a game lacks; a draw already there keeps its seed (ON CONFLICT DO NOTHING). */
  async createAhead(game: LotteryGameRow, at: Date): Promise<number> {
    const { freezeSeconds } = settingsOf(game);
    const times = upcomingDraws(game.schedule, game.timezone, freezeSeconds, at, DRAWS_AHEAD);
    let created = 0;
    for (const time of times) created += await this.insertDraw(game, time, 'scheduled');
    return created;
  }

  async insertDraw(game: Pick<LotteryGameRow, 'merchantCode' | 'gameCode'>, time: { drawNo: string; opensAt: Date; closesAt: Date; drawAt: Date }, status: LotteryDrawStatus, seed = randomBytes(32).toString('hex')): Promise<number> {
    const rows = await this.db.query(
      `INSERT INTO lottery_draws (merchant_code, game_code, draw_no, opens_at, closes_at, draw_at, status, seed, seed_hash)
       VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz, $6::timestamptz, $7, $8, $9)
       ON CONFLICT (merchant_code, game_code, draw_no) DO NOTHING RETURNING 1`,
      [game.merchantCode, game.gameCode, time.drawNo, time.opensAt, time.closesAt, time.drawAt, status, seed, lotterySeedHash(seed)],
    );
    return rows.length;
  }

  /** closed → drawn: the result read from the committed seed (late or on time, never a new seed). */
  async draw(draw: Pick<DrawRow, 'id' | 'gameCode' | 'drawNo' | 'seed'>, kind: LotteryKind, at: Date): Promise<boolean> {
    const result = deriveLotteryResult(kind, draw.seed, lotteryDrawKey(draw.gameCode, draw.drawNo));
    const rows = await this.db.query<DrawRow>(
      `UPDATE lottery_draws SET status = 'drawn', result = $2::jsonb, drawn_at = $3::timestamptz
        WHERE id = $1 AND status = 'closed' RETURNING ${DRAW_COLUMNS}`,
      [draw.id, json(result), at],
    );
    this.announce(rows);
    return rows.length > 0;
  }

  /**
   * drawn → settled: each open bet's payout computed at the odds it was placed at (set once,
   * deterministic), then members settled in batches (lottery_settle_members), then the draw marked
   * settled when no open bet is left. Safe to run on two instances at once and again after a crash.
   */
  async settle(drawId: string, kind: LotteryKind, at: Date, options: { batchSize?: number; payoutBatch?: number; onBatch?: (members: number) => void } = {}): Promise<boolean> {
    const [draw] = await this.db.query<DrawRow>(`SELECT ${DRAW_COLUMNS} FROM lottery_draws WHERE id = $1`, [drawId]);
    if (!draw || draw.status !== 'drawn' || !draw.result) return false;
    for (let after = '0'; ; ) {
      // ORDER BY the column, not the text `id` of the select list (text order would skip ids).
      const bets = await this.db.query<{ id: string; betType: string; selection: string[]; stake: string; odds: string; oddsAlt: string | null }>(
        `SELECT id::text, bet_type AS "betType", selection, stake::text, odds, odds_alt AS "oddsAlt" FROM lottery_bets
          WHERE draw_id = $1 AND payout_due IS NULL AND id > $3::bigint AND status = 'open' ORDER BY lottery_bets.id LIMIT $2`,
        [drawId, options.payoutBatch ?? PAYOUT_BATCH, after],
      );
      if (bets.length === 0) break;
      after = bets[bets.length - 1]!.id;
      const payouts = bets.map((bet) => payoutAtOdds(kind, { odds: bet.odds, oddsAlt: bet.oddsAlt }, bet.betType, bet.selection, Number(bet.stake), draw.result!));
      await this.db.query(
        `UPDATE lottery_bets b SET payout_due = v.p FROM unnest($1::bigint[], $2::bigint[]) AS v(id, p) WHERE b.id = v.id AND b.payout_due IS NULL`,
        [bets.map((bet) => bet.id), payouts.map(String)],
      );
    }
    for (;;) {
      const [batch] = await this.db.query<{ members: string[] | null }>('SELECT members::text[] AS members FROM lottery_settle_members($1, $2)', [drawId, options.batchSize ?? SETTLE_BATCH]);
      const members = batch?.members ?? [];
      if (members.length === 0) break;
      options.onBatch?.(members.length);
      await this.announceMembers(draw.merchantCode, members);
    }
    const rows = await this.db.query<DrawRow>(
      `UPDATE lottery_draws d SET status = 'settled', settled_at = $2::timestamptz
        WHERE d.id = $1 AND d.status = 'drawn' AND NOT EXISTS (SELECT 1 FROM lottery_bets b WHERE b.draw_id = d.id AND b.status = 'open')
        RETURNING ${DRAW_COLUMNS}`,
      [drawId, at],
    );
    this.announce(rows);
    return rows.length > 0;
  }

  /**
   * An operator cancels a draw not yet drawn: it is marked cancelled (no bet can join it), and
   * every open bet's stake is released (void). false when the draw is drawn, settled or unknown.
   */
  async cancel(merchantCode: string, drawId: string): Promise<{ cancelled: boolean; refunded: number; status: LotteryDrawStatus | null }> {
    const rows = await this.db.query<DrawRow>(
      `UPDATE lottery_draws SET status = 'cancelled', cancelled_at = now()
        WHERE id = $1 AND merchant_code = $2 AND status IN ('scheduled', 'open', 'closed') RETURNING ${DRAW_COLUMNS}`,
      [drawId, merchantCode],
    );
    this.announce(rows);
    const refunded = await this.refund(drawId);
    const [now] = await this.db.query<{ status: LotteryDrawStatus }>('SELECT status FROM lottery_draws WHERE id = $1 AND merchant_code = $2', [drawId, merchantCode]);
    return { cancelled: rows.length > 0, refunded, status: now?.status ?? null };
  }

  /** Refunds the open bets of a cancelled draw; returns the members refunded. */
  async refund(drawId: string): Promise<number> {
    let count = 0;
    for (;;) {
      const [batch] = await this.db.query<{ members: string[] | null; merchant: string | null }>(
        'SELECT r.members::text[] AS members, (SELECT merchant_code FROM lottery_draws WHERE id = $1) AS merchant FROM lottery_refund_members($1, $2) r',
        [drawId, SETTLE_BATCH],
      );
      const members = batch?.members ?? [];
      if (members.length === 0) break;
      await this.announceMembers(batch!.merchant!, members);
      count += members.length;
    }
    return count;
  }

  /** The next moment a draw changes state (for the in-process timer), or null. */
  async nextTransition(after: Date): Promise<Date | null> {
    const [row] = await this.db.query<{ next: Date | null }>(
      `SELECT min(CASE status WHEN 'scheduled' THEN opens_at WHEN 'open' THEN closes_at ELSE draw_at END) AS next
         FROM lottery_draws WHERE status IN ('scheduled', 'open', 'closed') AND draw_at > $1::timestamptz - interval '1 minute'`,
      [after],
    );
    return row?.next ? new Date(row.next) : null;
  }
}
