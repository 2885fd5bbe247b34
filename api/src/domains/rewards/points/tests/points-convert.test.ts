import { testAppForFile } from '../../../../test/test-app';
import { memberWithSession, type TestMember } from '../../../../test/members';
import { plain } from '../../../../test/identity';
import { sealFor } from '../../../../test/sealed';
import { findGrant } from '../../core/grants';
import { mainWallet } from '../../../wallet';
import { auditLedger } from '../../../wallet/tests/ledger-audit';
import { convertAs, countRows, givePoints, MERCHANT, pointsOf, setPointsSettings, uniqueId } from './points-kit';

describe('converting points to cash (sealed, one transaction)', () => {
  const t = testAppForFile();

  async function memberWith(points: number): Promise<TestMember> {
    const member = await memberWithSession(t.db, { prefix: 'cv' });
    await givePoints(t.app, member, points);
    return member;
  }
  const cashOf = (member: TestMember) => t.app.ledger.available(mainWallet(MERCHANT, member.id));

  beforeEach(() => setPointsSettings(t.app, { pointsPerTaka: 100, minConvert: 1_000, maxConvertPerDay: null, convertsPerDay: null, convertMultipleX100: 0 }));

  it('converts multiples of pointsPerTaka at 100 points = ৳1: the points and the cash together, once per request id', async () => {
    const member = await memberWith(5_000);
    const requestId = uniqueId('once');
    const answer = await convertAs(t.app, member, 2_300, requestId);
    expect(answer.status).toBe(200);
    expect(answer.value).toEqual({ points: 2_300, cash: 2_300, balance: 2_700, asBonus: false });
    expect(await cashOf(member)).toBe(2_300n);
    const retry = await convertAs(t.app, member, 2_300, requestId);
    expect(retry.value).toEqual(answer.value);
    expect(await cashOf(member)).toBe(2_300n);
    expect(await pointsOf(t.app, member)).toEqual({ points: 2_700, earnedTotal: 5_000, spentTotal: 2_300 });
    const keys = await t.db.query<{ idempotency_key: string; kind: string }>('SELECT idempotency_key, kind FROM ledger_transfers WHERE idempotency_key LIKE $1 ORDER BY id', [`points:convert:${member.id}:${requestId}%`]);
    expect(keys).toEqual([
      { idempotency_key: `points:convert:${member.id}:${requestId}`, kind: 'points_spend' },
      { idempotency_key: `points:convert:${member.id}:${requestId}:cash`, kind: 'points_convert' },
    ]);
    const details = await plain(t.app, 'GET', '/wps/rewards/points/details?pageNo=1&pageSize=5', undefined, { token: member.token });
    expect((details.value as unknown as { records: Array<{ kind: string; change: number }> }).records[0]).toMatchObject({ kind: 'convert', change: -2_300 });
  });

  it('refuses a non-multiple, below the minimum, and more points than the member has, writing nothing', async () => {
    const member = await memberWith(1_500);
    const cases: Array<[number, number, string]> = [
      [1_050, 400, 'points.convert.multiple'],
      [900, 400, 'points.convert.min'],
      [2_000, 409, 'points.insufficient'],
    ];
    for (const [points, status, code] of cases) {
      const answer = await convertAs(t.app, member, points);
      expect([answer.status, answer.errorCode]).toEqual([status, code]);
    }
    await setPointsSettings(t.app, { pointsPerTaka: 50, minConvert: 500 });
    const odd = await convertAs(t.app, member, 525);
    expect([odd.status, odd.errorCode]).toEqual([400, 'points.convert.multiple']);
    expect(odd.message).toContain('50');
    expect((await pointsOf(t.app, member)).points).toBe(1_500);
    expect(await cashOf(member)).toBe(0n);
    expect(await countRows(t.db, 'SELECT 1 FROM points_conversions WHERE member_id = $1', [member.id])).toBe(0);
  });

  it("daily caps by the brand's day: the number of conversions and the points converted", async () => {
    await setPointsSettings(t.app, { convertsPerDay: 2, maxConvertPerDay: 5_000 });
    const member = await memberWith(20_000);
    expect((await convertAs(t.app, member, 3_000)).status).toBe(200);
    const overLimit = await convertAs(t.app, member, 3_000);
    expect([overLimit.status, overLimit.errorCode]).toEqual([409, 'points.convert.dailyLimit']);
    expect(overLimit.message).toContain('2000');
    expect((await convertAs(t.app, member, 2_000)).status).toBe(200);
    const thirdTime = await convertAs(t.app, member, 1_000);
    expect([thirdTime.status, thirdTime.errorCode]).toEqual([409, 'points.convert.daily']);
    expect((await pointsOf(t.app, member)).points).toBe(15_000);
    expect(await cashOf(member)).toBe(5_000n);
    // Tomorrow (brand day) starts again.
    await t.db.query("UPDATE points_conversions SET brand_day = brand_day - 1 WHERE member_id = $1", [member.id]);
    expect((await convertAs(t.app, member, 5_000)).status).toBe(200);
  });

  it('with a brand multiple the cash comes as a grant with wagering', async () => {
    await setPointsSettings(t.app, { convertMultipleX100: 150 });
    const member = await memberWith(1_000);
    const answer = await convertAs(t.app, member, 1_000);
    expect(answer.value).toMatchObject({ cash: 1_000, asBonus: true });
    expect(await cashOf(member)).toBe(0n);
    const [row] = await t.db.query<{ grant_id: string }>('SELECT grant_id::text FROM points_conversions WHERE member_id = $1', [member.id]);
    expect(await findGrant(t.db, MERCHANT, row!.grant_id)).toMatchObject({ source: 'points', amount: 1_000n, requirement: 1_500n });
  });

  it('sealed only: a plain body and a replayed body are refused; bad input is translated', async () => {
    const member = await memberWith(2_000);
    const payload = { points: 1_000, requestId: uniqueId('seal') };
    const clear = await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_convertPoints', payload, headers: { authorization: member.token } });
    expect(JSON.parse(clear.body).errorCode).toBe('payload.sealed.required');
    const body = await sealFor(t.app, payload);
    const send = () => t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_convertPoints', payload: body, headers: { authorization: member.token, language: 'bn' } });
    expect((await send()).statusCode).toBe(200);
    const replay = await send();
    expect([replay.statusCode, JSON.parse(replay.body).errorCode]).toEqual([400, 'payload.replayed']);
    for (const bad of [{ points: 0, requestId: uniqueId('b') }, { points: '1000', requestId: uniqueId('b') }, { points: 1_000 }, { points: -100, requestId: uniqueId('b') }]) {
      const answer = await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_convertPoints', payload: await sealFor(t.app, bad), headers: { authorization: member.token, language: 'bn' } });
      expect([answer.statusCode, JSON.parse(answer.body).errorCode]).toEqual([400, 'request.invalid']);
    }
    expect((await pointsOf(t.app, member)).points).toBe(1_000);
    expect(await auditLedger(t.db, MERCHANT)).toEqual([]);
  });

  it('the rules say how points are earned and converted, and that they never expire', async () => {
    await t.db.query("INSERT INTO points_rates (merchant_code, game_type, rate_milli) VALUES ('khela', 'FISH', 1000) ON CONFLICT DO NOTHING");
    const rules = await plain(t.app, 'GET', '/wps/rewards/points/rules');
    expect(rules.value).toMatchObject({ pointsPerTaka: 100, minConvert: 1_000, neverExpire: true });
    expect((rules.value as unknown as { rates: Array<{ gameType: string }> }).rates.map((rate) => rate.gameType)).toContain('FISH');
  });
});
