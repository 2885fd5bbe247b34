import type { Queryable } from '../../../platform/db/db';
import { type FeedConsumer, type FeedRow, isValidBet } from '../core/feed';
import type { RewardMember } from '../core/reward-members';
import { announceCompletions } from './completion-notices';
import { brandTimeZone, countsBet, type Leaderboard, listLeaderboards, listMissions, type Mission } from './mission-rules';
import { brandDay, periodStartOfDay } from './periods';
import { addProgress, type ProgressChange } from './progress';

/** How much one valid bet adds to a mission's metric. */
function betAmount(mission: Mission, row: FeedRow): bigint {
  return mission.metric === 'bet_count' ? 1n : row.stake;
}

/** Bet missions: each valid bet counts in the period of its settlement, in the brand's zone. */
async function applyMissions(tx: Queryable, member: RewardMember, rows: readonly FeedRow[], days: Map<FeedRow, string>, now: Date): Promise<ProgressChange[]> {
  const missions = (await listMissions(tx, member.merchantCode, { enabledOnly: true, metrics: ['bet_count', 'turnover'] })).filter((mission) => mission.vipMin <= member.vipLevel);
  const changes: ProgressChange[] = [];
  for (const mission of missions) {
    const totals = new Map<string, bigint>();
    for (const row of rows) {
      if (!isValidBet(row) || !countsBet(mission, row.gameType, row.vendorCode)) continue;
      const start = periodStartOfDay(mission.period, days.get(row)!);
      totals.set(start, (totals.get(start) ?? 0n) + betAmount(mission, row));
    }
    for (const [start, amount] of totals) if (amount > 0n) changes.push(await addProgress(tx, mission, member.memberId, start, amount, now));
  }
  return changes;
}

interface Score {
  score: bigint;
  /** When the score reached its value: the settlement of the bet that made it. */
  at: Date;
}

/** A board's score from a batch: turnover adds stakes of valid bets; biggest win is the greatest payout − stake. */
function batchScores(board: Leaderboard, rows: readonly FeedRow[], days: Map<FeedRow, string>): Map<string, Score> {
  const scores = new Map<string, Score>();
  for (const row of rows) {
    if (!isValidBet(row) || !countsBet(board, row.gameType, row.vendorCode)) continue;
    const start = periodStartOfDay(board.period, days.get(row)!);
    const known = scores.get(start);
    if (board.metric === 'turnover') {
      scores.set(start, { score: (known?.score ?? 0n) + row.stake, at: known && known.at > row.settledAt ? known.at : row.settledAt });
    } else {
      const win = row.payout - row.stake;
      if (win <= 0n) continue;
      if (!known || win > known.score || (win === known.score && row.settledAt < known.at)) scores.set(start, { score: win, at: row.settledAt });
    }
  }
  return scores;
}

/** Leaderboards: one score row per (board, period, member); `+` for turnover, GREATEST for biggest win. */
async function applyLeaderboards(tx: Queryable, member: RewardMember, rows: readonly FeedRow[], days: Map<FeedRow, string>): Promise<void> {
  const boards = await listLeaderboards(tx, member.merchantCode, true);
  for (const board of boards) {
    for (const [start, { score, at }] of batchScores(board, rows, days)) {
      const combine =
        board.metric === 'turnover'
          ? 'score = leaderboard_scores.score + EXCLUDED.score, scored_at = GREATEST(leaderboard_scores.scored_at, EXCLUDED.scored_at)'
          : `score = GREATEST(leaderboard_scores.score, EXCLUDED.score),
             scored_at = CASE WHEN EXCLUDED.score > leaderboard_scores.score THEN EXCLUDED.scored_at
                              WHEN EXCLUDED.score = leaderboard_scores.score THEN LEAST(leaderboard_scores.scored_at, EXCLUDED.scored_at)
                              ELSE leaderboard_scores.scored_at END`;
      await tx.query(
        `INSERT INTO leaderboard_scores (board_id, period_start, member_id, merchant_code, score, scored_at)
         VALUES ($1, $2::date, $3, $4, $5, $6)
         ON CONFLICT (board_id, period_start, member_id) DO UPDATE SET ${combine}`,
        [board.id, start, member.memberId, member.merchantCode, score.toString(), at],
      );
    }
  }
}

/**
 * The feed consumer `missions` (docs/adr/0016 §3, §7): settled bets add to bet_count and turnover
 * missions and to the leaderboards' scores, each bet in the period its settlement falls in.
 * Runs in the feed's transaction with the member's reward row locked: each bet counts once.
 */
export const missionsFeedConsumer: FeedConsumer = {
  name: 'missions',
  async apply(tx, member, rows, now) {
    const timeZone = await brandTimeZone(tx, member.merchantCode);
    const days = new Map(rows.map((row) => [row, brandDay(timeZone, row.settledAt)]));
    const changes = await applyMissions(tx, member, rows, days, now);
    await applyLeaderboards(tx, member, rows, days);
    announceCompletions(member.merchantCode, member.memberId, changes);
  },
};
