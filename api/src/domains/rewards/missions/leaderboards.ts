import type { Db, Queryable } from '../../../platform/db/db';
import type { CenterMember } from '../center/reward-center';
import { createRewardItem } from '../center/reward-items';
import { lockRewardMember } from '../core/reward-members';
import { type Leaderboard, listLeaderboards } from './mission-rules';
import { periodStart, previousPeriodStart } from './periods';
import { ApiError } from '../../../platform/errors';

/** A board shows its top 50. */
export const LEADERBOARD_SIZE = 50;

/** de***1: the first two characters and the last, asterisks between (a name of three or fewer: its first, then asterisks). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

export interface RankedScore {
  rank: number;
  memberId: string;
  account: string;
  score: bigint;
}

/** The order of a board: higher score first; of equal scores, the one reached earlier (then the older member). */
const RANK_ORDER = 's.score DESC, s.scored_at, s.member_id';

/** A period's top `limit` of a board, ranked 1… with ties broken by the earlier score time. */
export async function topScores(db: Queryable, boardId: string, start: string, limit = LEADERBOARD_SIZE): Promise<RankedScore[]> {
  const rows = await db.query<{ member_id: string; account: string; score: string }>(
    `SELECT s.member_id::text, m.account, s.score::text FROM leaderboard_scores s JOIN members m ON m.id = s.member_id
      WHERE s.board_id = $1 AND s.period_start = $2::date ORDER BY ${RANK_ORDER} LIMIT $3`,
    [boardId, start, limit],
  );
  return rows.map((row, index) => ({ rank: index + 1, memberId: row.member_id, account: row.account, score: BigInt(row.score) }));
}

/** The member's own rank and score in a period (null: no score yet). */
export async function memberRank(db: Queryable, boardId: string, start: string, memberId: string): Promise<RankedScore | null> {
  const [row] = await db.query<{ account: string; score: string; ahead: string }>(
    `SELECT m.account, me.score::text,
            (SELECT count(*) FROM leaderboard_scores s
              WHERE s.board_id = me.board_id AND s.period_start = me.period_start
                AND (s.score > me.score OR (s.score = me.score AND (s.scored_at < me.scored_at OR (s.scored_at = me.scored_at AND s.member_id < me.member_id)))))::text AS ahead
       FROM leaderboard_scores me JOIN members m ON m.id = me.member_id
      WHERE me.board_id = $1 AND me.period_start = $2::date AND me.member_id = $3`,
    [boardId, start, memberId],
  );
  return row ? { rank: Number(row.ahead) + 1, memberId, account: row.account, score: BigInt(row.score) } : null;
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bengali = (value: number) => String(value).replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)]!);

/**
 * Closes one ended period of a board once: the close row (unique per board and period) and one
 * prize row per rank (unique per board, period and rank) are written with the prize items in one
 * transaction, so a re-run, a retry or a second instance gives nothing twice. Answers the winners.
 */
async function closePeriod(db: Db, board: Leaderboard, start: string, now: Date): Promise<CenterMember[]> {
  return db.transaction(async (tx) => {
    const [closed] = await tx.query<{ board_id: string }>(
      'INSERT INTO leaderboard_closes (board_id, period_start, closed_at) VALUES ($1, $2::date, $3) ON CONFLICT DO NOTHING RETURNING board_id::text',
      [board.id, start, now],
    );
    if (!closed || board.prizes.length === 0) return [];
    const ranked = await topScores(tx, board.id, start, Math.max(...board.prizes.map((prize) => prize.rank)));
    const winners: CenterMember[] = [];
    for (const prize of board.prizes) {
      const winner = ranked[prize.rank - 1];
      if (!winner) continue;
      await lockRewardMember(tx, board.merchantCode, winner.memberId);
      const { item } = await createRewardItem(
        tx,
        {
          merchantCode: board.merchantCode,
          memberId: winner.memberId,
          source: 'leaderboard',
          sourceRef: `${board.id}:${start}:${prize.rank}`,
          titleEn: `${board.titleEn} · #${prize.rank} (${start})`,
          titleBn: `${board.titleBn} · #${bengali(prize.rank)} (${start.replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)]!)})`,
          amountKind: prize.kind,
          amount: BigInt(prize.amount),
          wagering: prize.kind === 'cash' ? { multipleX100: prize.multipleX100, categories: board.gameTypes } : undefined,
          details: { boardId: board.id, board: board.code, periodStart: start, rank: prize.rank, score: winner.score.toString() },
        },
        now,
      );
      await tx.query(
        'INSERT INTO leaderboard_prizes (board_id, period_start, rank, member_id, score, item_id) VALUES ($1, $2::date, $3, $4, $5, $6)',
        [board.id, start, prize.rank, winner.memberId, winner.score.toString(), item.id],
      );
      winners.push({ merchantCode: board.merchantCode, memberId: winner.memberId });
    }
    return winners;
  });
}

/**
 * Job rewards.leaderboard-close (docs/adr/0016 §7, §11): every board's ended periods that have
 * scores and are not closed yet get their prize items, in the brand's zone.
 */
export async function closeLeaderboards(db: Db, now: Date): Promise<{ periods: number; winners: CenterMember[] }> {
  const brands = await db.query<{ code: string; time_zone: string }>('SELECT code, time_zone FROM merchants ORDER BY code');
  let periods = 0;
  const winners: CenterMember[] = [];
  for (const brand of brands) {
    for (const board of await listLeaderboards(db, brand.code)) {
      const current = periodStart(board.period, brand.time_zone, now);
      const ended = await db.query<{ period_start: string }>(
        `SELECT DISTINCT to_char(s.period_start, 'YYYY-MM-DD') AS period_start FROM leaderboard_scores s
          WHERE s.board_id = $1 AND s.period_start < $2::date
            AND NOT EXISTS (SELECT 1 FROM leaderboard_closes c WHERE c.board_id = s.board_id AND c.period_start = s.period_start)
          ORDER BY 1`,
        [board.id, current],
      );
      for (const { period_start: start } of ended) {
        winners.push(...(await closePeriod(db, board, start, now)));
        periods += 1;
      }
    }
  }
  return { periods, winners };
}

export interface LeaderboardRead {
  boards: Leaderboard[];
  board: Leaderboard | null;
  periodStart: string | null;
  rows: RankedScore[];
  me: RankedScore | null;
}

/**
 * GET /wps/rewards/missions/leaderboard: the brand's enabled boards, and the chosen one's (default:
 * the first) top 50 of the current or previous period with the member's own rank. Unknown board:
 * leaderboard.unknown.
 */
export async function readLeaderboard(db: Queryable, member: CenterMember, code: string | undefined, period: 'current' | 'previous', now: Date): Promise<LeaderboardRead> {
  const boards = await listLeaderboards(db, member.merchantCode, true);
  const board = code ? boards.find((candidate) => candidate.code === code) : boards[0];
  if (code && !board) throw new ApiError(404, 'leaderboard.unknown');
  if (!board) return { boards, board: null, periodStart: null, rows: [], me: null };
  const [zone] = await db.query<{ time_zone: string }>('SELECT time_zone FROM merchants WHERE code = $1', [member.merchantCode]);
  const current = periodStart(board.period, zone?.time_zone ?? 'UTC', now);
  const start = period === 'previous' ? previousPeriodStart(board.period, current) : current;
  const [rows, me] = await Promise.all([topScores(db, board.id, start), memberRank(db, board.id, start, member.memberId)]);
  return { boards, board, periodStart: start, rows, me };
}
