import { REALITY_CHECK_INTERVALS, type RealityCheck, type RealityCheckAction } from '@khela/contracts/reality-check';
import { moneyToWire } from '@khela/contracts';
import type { Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';

/** The member and the session a reality check is about. */
export interface RealityMember {
  merchantCode: string;
  memberId: string;
  /** sessions.token_hash of the current login. */
  sessionHash: string;
}

interface Setting {
  intervalMinutes: number;
  updatedAt: Date | null;
}

const MINUTE = 60_000;

/** The member's chosen interval; a member who never chose has reality checks off (0). */
async function readSetting(db: Queryable, member: RealityMember): Promise<Setting> {
  const rows = await db.query<{ interval_minutes: number; updated_at: Date }>(
    'SELECT interval_minutes, updated_at FROM reality_check_settings WHERE merchant_code = $1 AND member_id = $2',
    [member.merchantCode, member.memberId],
  );
  const row = rows[0];
  return row ? { intervalMinutes: row.interval_minutes, updatedAt: new Date(row.updated_at) } : { intervalMinutes: 0, updatedAt: null };
}

/** When this login began, by the server's clock (the session row identity wrote at login). */
async function sessionStart(db: Queryable, member: RealityMember): Promise<Date> {
  const rows = await db.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE token_hash = $1 AND member_id = $2', [member.sessionHash, member.memberId]);
  const row = rows[0];
  if (!row) throw new ApiError(401, 'login.not.session');
  return new Date(row.created_at);
}

/** Stakes and wins of the member's bets settled since `since` (every vendor, house, sportsbook and lottery: all write `bets`). */
async function settledSince(db: Queryable, member: RealityMember, since: Date): Promise<RealityCheck['result']> {
  const rows = await db.query<{ stakes: string; wins: string; bets: string }>(
    `SELECT coalesce(sum(stake), 0)::text AS stakes, coalesce(sum(payout), 0)::text AS wins, count(*)::text AS bets
       FROM bets
      WHERE merchant_code = $1 AND member_id = $2 AND status = 'settled' AND settled_at >= $3`,
    [member.merchantCode, member.memberId, since],
  );
  const row = rows[0] ?? { stakes: '0', wins: '0', bets: '0' };
  const stakes = BigInt(row.stakes);
  const wins = BigInt(row.wins);
  return { stakes: moneyToWire(stakes), wins: moneyToWire(wins), net: moneyToWire(wins - stakes), settledBets: Number(row.bets) };
}

/** The last reminder answered in this session, and when: a member back after a long pause is reminded once, not for every missed one. */
async function lastAnswer(db: Queryable, member: RealityMember): Promise<[Date | null, Date | null]> {
  const rows = await db.query<{ due_at: Date | null; answered_at: Date | null }>(
    'SELECT max(due_at) AS due_at, max(answered_at) AS answered_at FROM reality_check_answers WHERE session_hash = $1',
    [member.sessionHash],
  );
  const row = rows[0];
  return [row?.due_at ? new Date(row.due_at) : null, row?.answered_at ? new Date(row.answered_at) : null];
}

/**
 * The next reminder: sessionStart + k × interval for the smallest k ≥ 1 that is later than the last
 * reminder answered in this session, than the moment it was answered and than the moment the interval was chosen (a member who turns
 * reminders on an hour into a session is not reminded at once for the past). A due time already
 * passed and unanswered stays due: a reload shows it again.
 */
export function nextDue(start: Date, intervalMinutes: number, after: readonly (Date | null)[]): Date | null {
  if (intervalMinutes <= 0) return null;
  const step = intervalMinutes * MINUTE;
  const floor = Math.max(start.getTime(), ...after.map((at) => at?.getTime() ?? 0));
  const k = Math.max(1, Math.floor((floor - start.getTime()) / step) + 1);
  return new Date(start.getTime() + k * step);
}

/** The reality check of this session as the page needs it: the setting, the anchor, time played and the net result. */
export async function realityCheck(db: Queryable, member: RealityMember, now: Date): Promise<RealityCheck> {
  const [setting, start, answered] = await Promise.all([readSetting(db, member), sessionStart(db, member), lastAnswer(db, member)]);
  const changedThisSession = setting.updatedAt && setting.updatedAt > start ? setting.updatedAt : null;
  const due = nextDue(start, setting.intervalMinutes, [...answered, changedThisSession]);
  return {
    intervalMinutes: setting.intervalMinutes,
    intervals: [...REALITY_CHECK_INTERVALS],
    sessionStartedAt: start.toISOString(),
    serverTime: now.toISOString(),
    playedSeconds: Math.max(0, Math.floor((now.getTime() - start.getTime()) / 1000)),
    nextDueAt: due ? due.toISOString() : null,
    result: await settledSince(db, member, start),
  };
}

/** Sets the member's interval (one of REALITY_CHECK_INTERVALS; anything else is refused and changes nothing). */
export async function setRealityInterval(db: Queryable, member: RealityMember, intervalMinutes: number, now: Date): Promise<void> {
  if (!(REALITY_CHECK_INTERVALS as readonly number[]).includes(intervalMinutes)) {
    throw new ApiError(400, 'realityCheck.interval', { choices: REALITY_CHECK_INTERVALS.filter((m) => m > 0).join(', ') });
  }
  await db.query(
    `INSERT INTO reality_check_settings (merchant_code, member_id, interval_minutes, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_code, member_id) DO UPDATE SET interval_minutes = EXCLUDED.interval_minutes, updated_at = EXCLUDED.updated_at
       WHERE reality_check_settings.interval_minutes <> EXCLUDED.interval_minutes`,
    [member.merchantCode, member.memberId, intervalMinutes, now],
  );
}

/**
 * Records the member's answer to one reminder, with what the reminder showed. The reminder must be
 * one of this session's: a whole number of intervals after its start, and already due. Answering
 * the same reminder twice keeps the first answer.
 */
export async function answerReality(db: Queryable, member: RealityMember, dueAt: Date, action: RealityCheckAction, now: Date): Promise<void> {
  const current = await realityCheck(db, member, now);
  if (current.intervalMinutes === 0) throw new ApiError(409, 'realityCheck.off');
  const start = new Date(current.sessionStartedAt).getTime();
  const elapsed = dueAt.getTime() - start;
  const step = current.intervalMinutes * MINUTE;
  // The page's clock may run a little ahead of the server's: a reminder up to a minute early counts.
  if (Number.isNaN(elapsed) || elapsed <= 0 || elapsed % step !== 0 || dueAt.getTime() > now.getTime() + MINUTE) {
    throw new ApiError(400, 'realityCheck.dueAt');
  }
  await db.query(
    `INSERT INTO reality_check_answers (merchant_code, member_id, session_hash, due_at, action, played_seconds, net_result, answered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (session_hash, due_at) DO NOTHING`,
    [member.merchantCode, member.memberId, member.sessionHash, dueAt, action, current.playedSeconds, current.result.net, now],
  );
}
