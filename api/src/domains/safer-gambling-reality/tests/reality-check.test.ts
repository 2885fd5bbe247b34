import type { RealityCheck } from '@khela/contracts/reality-check';
import { memberWithSession, type TestMember, TRIAL_TYPE } from '../../../test/members';
import { envelope, testAppForFile } from '../../../test/test-app';
import { hashToken } from '../../identity';
import { nextDue } from '../reality-check';

const PATH = '/wps/safer-gambling/reality-check';
const MINUTE = 60_000;

describe('reality checks (RTS 13)', () => {
  const t = testAppForFile();
  let betSequence = 0;

  const call = async (who: TestMember | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, language = 'en') => {
    const response = await t.app.inject({ method, url, headers: { ...(who ? { authorization: who.token } : {}), language }, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, ...envelope<RealityCheck>(response) };
  };
  /** Moves the member's session start back: the session began `minutes` ago. */
  const sessionBegan = async (who: TestMember, minutes: number) => {
    await t.db.query(`UPDATE sessions SET created_at = now() - make_interval(secs => $2::double precision) WHERE token_hash = $1`, [hashToken(who.token), minutes * 60]);
  };
  const bet = async (who: TestMember, stake: bigint, payout: bigint | null, status: 'open' | 'settled' | 'rolled_back', settledMinutesAgo: number | null) => {
    betSequence += 1;
    await t.db.query(
      `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, settled_at)
       VALUES ('HOUSE', $1, $2, $3, $1, 'dice', 'RNG', $4, $5, $6, CASE WHEN $7::double precision IS NULL THEN NULL ELSE now() - make_interval(secs => $7::double precision) END)`,
      [`rc-${betSequence}-${Math.random().toString(36).slice(2, 8)}`, who.merchant, who.id, stake, payout, status, settledMinutesAgo === null ? null : settledMinutesAgo * 60],
    );
  };

  test('off until the member chooses; the session start is the login’s, by the server’s clock', async () => {
    const m = await memberWithSession(t.db, { prefix: 'rc' });
    await sessionBegan(m, 25);
    const answer = await call(m, 'GET', PATH);
    expect(answer.status).toBe(200);
    const rows = await t.db.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE token_hash = $1', [hashToken(m.token)]);
    expect(answer.value).toMatchObject({ intervalMinutes: 0, nextDueAt: null, intervals: [0, 15, 30, 45, 60, 90, 120], result: { stakes: 0, wins: 0, net: 0, settledBets: 0 } });
    expect(answer.value.sessionStartedAt).toBe(new Date(rows[0]!.created_at).toISOString());
    expect(answer.value.playedSeconds).toBeGreaterThanOrEqual(25 * 60 - 2);
    expect(answer.value.playedSeconds).toBeLessThan(25 * 60 + 30);
  });

  test('visitors and trial accounts have no reality check', async () => {
    expect((await call(null, 'GET', PATH)).status).toBe(401);
    const trial = await memberWithSession(t.db, { prefix: 'rt', type: TRIAL_TYPE });
    expect((await call(trial, 'GET', PATH)).status).toBe(403);
  });

  test('the interval is one of the listed choices; anything else is refused in the member’s language and changes nothing', async () => {
    const m = await memberWithSession(t.db, { prefix: 'ri' });
    const set = await call(m, 'PUT', PATH, { intervalMinutes: 30 });
    expect(set.status).toBe(200);
    expect(set.value.intervalMinutes).toBe(30);
    for (const wrong of [7, -15, 100000]) {
      const refused = await call(m, 'PUT', PATH, { intervalMinutes: wrong });
      expect(refused.status).toBe(400);
      expect(refused.errorCode).toBe('realityCheck.interval');
      expect(refused.message).toContain('15, 30, 45, 60, 90, 120');
    }
    const bengali = await call(m, 'PUT', PATH, { intervalMinutes: 5 }, 'bn');
    expect(bengali.message).toContain('মিনিটে');
    expect((await call(m, 'PUT', PATH, { intervalMinutes: '30x' })).status).toBe(400);
    expect((await call(m, 'GET', PATH)).value.intervalMinutes).toBe(30);
    // Kept per member, across sessions: the same member on another device sees it.
    expect((await call(m, 'PUT', PATH, { intervalMinutes: 0 })).value).toMatchObject({ intervalMinutes: 0, nextDueAt: null });
  });

  test('the net result counts the bets settled since this session began: wins − stakes, nothing open, rolled back or before', async () => {
    const m = await memberWithSession(t.db, { prefix: 'rn' });
    const other = await memberWithSession(t.db, { prefix: 'ro' });
    await sessionBegan(m, 60);
    await bet(m, 10_000n, 0n, 'settled', 90); // before the session
    await bet(m, 5_000n, 12_500n, 'settled', 40); // +7 500
    await bet(m, 20_000n, 0n, 'settled', 10); // −20 000
    await bet(m, 3_000n, 3_000n, 'settled', 1); // 0
    await bet(m, 9_000n, null, 'open', null);
    await bet(m, 4_000n, 0n, 'rolled_back', 5);
    await bet(other, 1_000n, 50_000n, 'settled', 5);
    const answer = await call(m, 'GET', PATH);
    expect(answer.value.result).toEqual({ stakes: 28_000, wins: 15_500, net: -12_500, settledBets: 3 });
  });

  test('reminders are anchored on the session start: a reload gets the same due time; an answer moves to the next one after it', async () => {
    const m = await memberWithSession(t.db, { prefix: 'ra' });
    await call(m, 'PUT', PATH, { intervalMinutes: 15 });
    // The interval was chosen before this session (another login): due at start + 15 minutes.
    await t.db.query(`UPDATE reality_check_settings SET updated_at = now() - interval '3 hours' WHERE member_id = $1`, [m.id]);
    await sessionBegan(m, 20);
    const first = await call(m, 'GET', PATH);
    const start = new Date(first.value.sessionStartedAt).getTime();
    expect(first.value.nextDueAt).toBe(new Date(start + 15 * MINUTE).toISOString());
    // A reload asks again: the same reminder, still due (it was never answered).
    expect((await call(m, 'GET', PATH)).value.nextDueAt).toBe(first.value.nextDueAt);

    const answered = await call(m, 'POST', `${PATH}/answer`, { dueAt: first.value.nextDueAt, action: 'continue' });
    expect(answered.status).toBe(200);
    expect(answered.value.nextDueAt).toBe(new Date(start + 30 * MINUTE).toISOString());
    // The same answer again (a retry) records nothing more.
    expect((await call(m, 'POST', `${PATH}/answer`, { dueAt: first.value.nextDueAt, action: 'stop' })).status).toBe(200);
    const rows = await t.db.query<{ action: string; played_seconds: number }>('SELECT action, played_seconds FROM reality_check_answers WHERE member_id = $1', [m.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.action).toBe('continue');
    expect(rows[0]!.played_seconds).toBeGreaterThanOrEqual(20 * 60 - 2);
  });

  test('a member back after a long pause is reminded once, then on the next step after the answer', async () => {
    const m = await memberWithSession(t.db, { prefix: 'rp' });
    await call(m, 'PUT', PATH, { intervalMinutes: 15 });
    await t.db.query(`UPDATE reality_check_settings SET updated_at = now() - interval '3 hours' WHERE member_id = $1`, [m.id]);
    await sessionBegan(m, 50);
    const due = await call(m, 'GET', PATH);
    const start = new Date(due.value.sessionStartedAt).getTime();
    expect(due.value.nextDueAt).toBe(new Date(start + 15 * MINUTE).toISOString());
    const answered = await call(m, 'POST', `${PATH}/answer`, { dueAt: due.value.nextDueAt, action: 'continue' });
    expect(answered.value.nextDueAt).toBe(new Date(start + 60 * MINUTE).toISOString());
  });

  test('choosing an interval during a session counts from the session start, from the next step after the choice', async () => {
    const m = await memberWithSession(t.db, { prefix: 'rs' });
    await sessionBegan(m, 50);
    const set = await call(m, 'PUT', PATH, { intervalMinutes: 30 });
    const start = new Date(set.value.sessionStartedAt).getTime();
    expect(set.value.nextDueAt).toBe(new Date(start + 60 * MINUTE).toISOString());
  });

  test('an answer names a due reminder of this session, else it is refused and nothing is written', async () => {
    const m = await memberWithSession(t.db, { prefix: 'rw' });
    await sessionBegan(m, 20);
    const off = await call(m, 'POST', `${PATH}/answer`, { dueAt: new Date().toISOString(), action: 'continue' });
    expect(off).toMatchObject({ status: 409, errorCode: 'realityCheck.off' });
    const set = await call(m, 'PUT', PATH, { intervalMinutes: 15 });
    const start = new Date(set.value.sessionStartedAt).getTime();
    for (const dueAt of [new Date(start + 7 * MINUTE), new Date(start + 45 * MINUTE), new Date(start)]) {
      const refused = await call(m, 'POST', `${PATH}/answer`, { dueAt: dueAt.toISOString(), action: 'continue' });
      expect(refused).toMatchObject({ status: 400, errorCode: 'realityCheck.dueAt' });
    }
    expect((await call(m, 'POST', `${PATH}/answer`, { dueAt: 'yesterday', action: 'continue' })).status).toBe(400);
    expect((await call(m, 'POST', `${PATH}/answer`, { dueAt: new Date(start + 15 * MINUTE).toISOString(), action: 'leave' })).status).toBe(400);
    const rows = await t.db.query('SELECT 1 FROM reality_check_answers WHERE member_id = $1', [m.id]);
    expect(rows).toHaveLength(0);
  });

  test('nextDue: the smallest whole step after every given moment', () => {
    const start = new Date('2026-11-27T10:00:00Z');
    expect(nextDue(start, 0, [])).toBeNull();
    expect(nextDue(start, 15, [])).toEqual(new Date('2026-11-27T10:15:00Z'));
    expect(nextDue(start, 15, [new Date('2026-11-27T10:15:00Z')])).toEqual(new Date('2026-11-27T10:30:00Z'));
    expect(nextDue(start, 15, [null, new Date('2026-11-27T10:44:59Z')])).toEqual(new Date('2026-11-27T10:45:00Z'));
  });
});
