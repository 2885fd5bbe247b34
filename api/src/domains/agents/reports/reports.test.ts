import type { AgentRevenuePage, TeamBetsPage, TeamTransactionsPage, UserLossPage } from '@khela/contracts';
import { AGENT_REPORT_CSV_ROW_CAP } from '@khela/contracts';
import { envelope, testAppForFile } from '../../../test/test-app';
import type { TestMember } from '../../../test/members';
import { insertBet } from '../../games/games-test-kit';
import { teamBetsQueries } from './team-bets';
import { revenueQueries } from './revenue';
import { teamTransactionsQueries } from './team-transactions';
import { userLossQueries } from './user-loss';
import {
  insertDeposit, insertTransfer, insertUplineTransfer, insertWalletTransfer, insertWithdrawal, teamMember,
} from './reports-test-kit';

const t = testAppForFile();
const MARCH = 'from=2026-03-01&to=2026-03-31';

async function call<T>(who: TestMember | null, path: string, language = 'en') {
  const headers: Record<string, string> = { language };
  if (who) headers.authorization = who.token;
  if (who && who.merchant !== 'khela') headers.merchant = who.merchant;
  const response = await t.app.inject({ url: `/wps/agent/reports/${path}`, headers });
  return { status: response.statusCode, headers: response.headers, body: response.body, ...(String(response.headers['content-type']).startsWith('application/json') ? envelope<T>(response) : { value: undefined as T, errorCode: null, message: null }) };
}

/** agent → (sub-agent → member2), member1; another agent with its own member. */
async function world() {
  const agent = await teamMember(t.db, null, 1);
  const sub = await teamMember(t.db, agent, 2);
  const member1 = await teamMember(t.db, agent);
  const member2 = await teamMember(t.db, sub);
  const otherAgent = await teamMember(t.db, null, 41);
  const stranger = await teamMember(t.db, otherAgent);
  return { agent, sub, member1, member2, otherAgent, stranger };
}

describe('who may read', () => {
  test('visitors 401; members who are not agents 403 with a translated message', async () => {
    expect((await call(null, `team_bets?${MARCH}`)).status).toBe(401);
    const member = await teamMember(t.db, null, 0);
    for (const path of ['team_bets', 'user_loss', 'revenue', 'transactions', 'team_bets/csv', 'revenue/csv']) {
      const answer = await call(member, `${path}?${MARCH}`);
      expect([path, answer.status, answer.errorCode]).toEqual([path, 403, 'agent.report.notAgent']);
    }
    expect((await call(member, `team_bets?${MARCH}`)).message).toBe('Only agents can see team reports.');
    expect((await call(member, `team_bets?${MARCH}`, 'bn')).message).toBe('শুধু এজেন্টরাই টিমের রিপোর্ট দেখতে পারবেন।');
  });

  test('bad ranges and filters are translated 400s', async () => {
    const { agent } = await world();
    expect(await call(agent, 'team_bets?from=2026-03-05&to=2026-03-01')).toMatchObject({ status: 400, errorCode: 'agent.report.range' });
    expect(await call(agent, 'revenue?from=2026-01-01&to=2026-04-30')).toMatchObject({ status: 400, errorCode: 'agent.report.rangeTooLong', message: 'Choose at most 93 days at a time.' });
    expect((await call(agent, 'user_loss?from=2026-02-30&to=2026-03-01')).status).toBe(400);
    for (const query of ['user_loss?', 'user_loss?from=2026-03-01', 'revenue?from=x&to=y', `team_bets?${MARCH}&status=won`, `user_loss?${MARCH}&view=week`,
      `transactions?${MARCH}&type=bet`, `transactions?${MARCH}&pageSize=101`]) {
      const answer = await call(agent, query);
      expect([query, answer.status]).toEqual([query, 400]);
    }
  });
});

describe('team betting', () => {
  test("the whole team at any depth, never the agent's own bets or another team's", async () => {
    const w = await world();
    await insertBet(t.db, w.member1, { stake: 100, payout: 0, placedAt: '2026-03-10T06:00:00Z' });
    await insertBet(t.db, w.member2, { stake: 200, payout: 500, placedAt: '2026-03-10T07:00:00Z' });
    await insertBet(t.db, w.sub, { stake: 300, payout: 300, placedAt: '2026-03-10T08:00:00Z' });
    await insertBet(t.db, w.agent, { stake: 400, placedAt: '2026-03-10T09:00:00Z' });
    await insertBet(t.db, w.stranger, { stake: 500, placedAt: '2026-03-10T10:00:00Z' });

    const mine = await call<TeamBetsPage>(w.agent, `team_bets?${MARCH}`);
    expect(mine.status).toBe(200);
    expect(mine.value.records.map((r) => [r.account, r.stake])).toEqual([[w.sub.account, 300], [w.member2.account, 200], [w.member1.account, 100]]);
    expect(mine.value.records[1]).toMatchObject({ vendor: 'KSLOT', gameName: 'Golden Tiger', gameType: 'RNG', payout: 500, net: 300, status: 'settled' });
    expect((await call<TeamBetsPage>(w.sub, `team_bets?${MARCH}`)).value.records.map((r) => r.account)).toEqual([w.member2.account]);
    expect((await call<TeamBetsPage>(w.otherAgent, `team_bets?${MARCH}`)).value.records.map((r) => r.stake)).toEqual([500]);
    // One member of the team; an account outside it (or the agent itself, or unknown) is refused the same way.
    expect((await call<TeamBetsPage>(w.agent, `team_bets?${MARCH}&account=${w.member2.account.toUpperCase()}`)).value.records.map((r) => r.stake)).toEqual([200]);
    for (const account of [w.stranger.account, w.agent.account, 'nobody-here']) {
      expect(await call(w.agent, `team_bets?${MARCH}&account=${account}`)).toMatchObject({ status: 400, errorCode: 'agent.report.notInTeam' });
    }
    expect(await call(w.sub, `transactions?${MARCH}&account=${w.member1.account}`)).toMatchObject({ status: 400, errorCode: 'agent.report.notInTeam' });
  });

  test('totals cover the whole filtered set on every page; paging; filters', async () => {
    const w = await world();
    for (let day = 1; day <= 5; day += 1) await insertBet(t.db, w.member1, { stake: day * 100, payout: day * 50, placedAt: `2026-03-0${day}T06:00:00Z` });
    await insertBet(t.db, w.member2, { stake: 1_000, status: 'open', placedAt: '2026-03-06T06:00:00Z' });
    await insertBet(t.db, w.member2, { stake: 7_000, status: 'rolled_back', vendor: 'KLIVE', gameType: 'LIVE', gameCode: 'baccarat-room', placedAt: '2026-03-07T06:00:00Z' });

    const pages = await Promise.all([1, 2, 3, 4].map((n) => call<TeamBetsPage>(w.agent, `team_bets?${MARCH}&pageNo=${n}&pageSize=3`)));
    expect(pages.map((p) => p.value.records.length)).toEqual([3, 3, 1, 0]);
    expect(pages[0]!.value).toMatchObject({ total: 7, totalPages: 3, pageNo: 1, pageSize: 3 });
    for (const p of pages) expect(p.value.totals).toEqual({ count: 7, stake: 2_500, payout: 750, net: -750 });
    expect(pages.flatMap((p) => p.value.records.map((r) => r.stake))).toEqual([7_000, 1_000, 500, 400, 300, 200, 100]);

    const stakes = async (query: string) => (await call<TeamBetsPage>(w.agent, `team_bets?${query}`)).value.records.map((r) => r.stake);
    expect(await stakes(`${MARCH}&status=open`)).toEqual([1_000]);
    expect(await stakes(`${MARCH}&gameType=LIVE`)).toEqual([7_000]);
    expect(await stakes(`${MARCH}&vendor=KSLOT&status=settled`)).toEqual([500, 400, 300, 200, 100]);
    expect((await call<TeamBetsPage>(w.agent, `team_bets?${MARCH}&status=settled&account=${w.member1.account}`)).value.totals).toEqual({ count: 5, stake: 1_500, payout: 750, net: -750 });
  });

  test("days are the brand's (Asia/Dhaka, UTC+6): 17:59Z is still the day before, 18:00Z the next", async () => {
    const w = await world();
    await insertBet(t.db, w.member1, { stake: 111, placedAt: '2026-03-01T17:59:59Z' });
    await insertBet(t.db, w.member1, { stake: 222, placedAt: '2026-03-01T18:00:00Z' });
    const stakes = async (from: string, to: string) => (await call<TeamBetsPage>(w.agent, `team_bets?from=${from}&to=${to}`)).value.records.map((r) => r.stake);
    expect(await stakes('2026-03-01', '2026-03-01')).toEqual([111]);
    expect(await stakes('2026-03-02', '2026-03-02')).toEqual([222]);
  });

  test('CSV: the whole filtered set, brand clock times, money in taka, a download name; over the cap refused', async () => {
    const w = await world();
    await insertBet(t.db, w.member1, { stake: 12_345, payout: 0, placedAt: '2026-03-01T18:30:00Z', roundId: '=cmd,"x"' });
    await insertBet(t.db, w.member2, { stake: 500, status: 'open', placedAt: '2026-03-02T01:00:00Z' });
    await insertBet(t.db, w.stranger, { stake: 999, placedAt: '2026-03-02T01:00:00Z' });
    const csv = await call(w.agent, `team_bets/csv?${MARCH}&pageSize=1`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="team-bets-2026-03-01-2026-03-31.csv"');
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFplacedAt,account,vendor,gameType,game,roundId,stake,payout,net,status,settledAt',
      `2026-03-02 07:00:00,${w.member2.account},KSLOT,RNG,Golden Tiger,R-${csv.body.match(/R-(\d+)/)![1]},5,,,open,`,
      `2026-03-02 00:30:00,${w.member1.account},KSLOT,RNG,Golden Tiger,"'=cmd,""x""",123.45,0,-123.45,settled,2026-03-02 00:30:00`,
      '',
    ]);

    await t.db.query(
      `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, placed_at, settled_at)
       SELECT 'KSLOT', 'cap-' || n, 'khela', $1, 'R', 'golden-tiger', 'RNG', 1, 0, 'settled', '2026-04-02T06:00:00Z', '2026-04-02T06:00:00Z'
         FROM generate_series(1, $2::int) n`,
      [w.member1.id, AGENT_REPORT_CSV_ROW_CAP + 1],
    );
    const refused = await call(w.agent, 'team_bets/csv?from=2026-04-02&to=2026-04-02');
    expect(refused).toMatchObject({ status: 400, errorCode: 'agent.report.tooManyRows' });
    expect(refused.message).toBe(`The export holds at most ${AGENT_REPORT_CSV_ROW_CAP} rows; this selection has ${AGENT_REPORT_CSV_ROW_CAP + 1}. Narrow the dates or filters.`);
  });
});

describe('user loss', () => {
  test('per member per day and per period: stake, payout, profit, valid bet, deposits, withdrawals; day by settlement in Dhaka', async () => {
    const w = await world();
    await insertBet(t.db, w.member1, { stake: 1_000, payout: 0, placedAt: '2026-03-01T17:00:00Z', settledAt: '2026-03-01T17:30:00Z' }); // 1 March
    await insertBet(t.db, w.member1, { stake: 2_000, payout: 5_000, placedAt: '2026-03-01T17:50:00Z', settledAt: '2026-03-01T18:10:00Z' }); // settled 2 March
    await insertBet(t.db, w.member1, { stake: 700, payout: 700, placedAt: '2026-03-02T05:00:00Z' }); // a push: not valid turnover
    await insertBet(t.db, w.member1, { stake: 900, status: 'open', placedAt: '2026-03-02T05:00:00Z' });
    await insertBet(t.db, w.member2, { stake: 400, payout: 100, placedAt: '2026-03-02T05:00:00Z' });
    await insertBet(t.db, w.stranger, { stake: 9_999, payout: 0, placedAt: '2026-03-02T05:00:00Z' });
    await insertDeposit(t.db, w.member2, { amount: 10_000, at: '2026-03-01T10:00:00Z' });
    await insertDeposit(t.db, w.member2, { amount: 3_000, at: '2026-03-01T10:00:00Z', status: 'REJECTED' });
    await insertWithdrawal(t.db, w.member2, { amount: 4_000, at: '2026-03-02T10:00:00Z' });
    await insertWithdrawal(t.db, w.member2, { amount: 6_000, at: '2026-03-02T10:00:00Z', status: 'IN_PROCESS' });

    const byDay = await call<UserLossPage>(w.agent, 'user_loss?from=2026-03-01&to=2026-03-02');
    expect(byDay.status).toBe(200);
    const row = (r: UserLossPage['records'][number]) => [r.day, r.account, r.stake, r.payout, r.profit, r.validBet, r.deposits, r.withdrawals];
    const [a] = [w.member1.account, w.member2.account].sort();
    const expected = [
      ['2026-03-02', w.member1.account, 2_700, 5_700, 3_000, 2_000, 0, 0],
      ['2026-03-02', w.member2.account, 400, 100, -300, 400, 0, 4_000],
      ['2026-03-01', w.member1.account, 1_000, 0, -1_000, 1_000, 0, 0],
      ['2026-03-01', w.member2.account, 0, 0, 0, 0, 10_000, 0],
    ];
    // Newest day first, then by account.
    const sorted = (rows: unknown[][]) => rows.sort((x, y) => (x[0] === y[0] ? (x[1] === a ? -1 : 1) : String(y[0]).localeCompare(String(x[0]))));
    expect(byDay.value.records.map(row)).toEqual(sorted(expected));
    expect(byDay.value.totals).toEqual({ members: 2, stake: 4_100, payout: 5_800, profit: 1_700, validBet: 3_400, deposits: 10_000, withdrawals: 4_000 });
    expect(byDay.value.total).toBe(4);

    const period = await call<UserLossPage>(w.agent, 'user_loss?from=2026-03-01&to=2026-03-02&view=period&pageSize=1');
    expect(period.value).toMatchObject({ total: 2, totalPages: 2 });
    expect(period.value.records.map(row)).toEqual([[null, a, ...(a === w.member1.account ? [3_700, 5_700, 2_000, 3_000, 0, 0] : [400, 100, -300, 400, 10_000, 4_000])]]);
    expect(period.value.totals).toEqual(byDay.value.totals);

    // The 1st alone (Dhaka): the bet settled at 18:10Z belongs to the 2nd.
    expect((await call<UserLossPage>(w.agent, `user_loss?from=2026-03-01&to=2026-03-01&account=${w.member1.account}`)).value.totals).toMatchObject({ stake: 1_000, profit: -1_000 });

    const csv = await call(w.agent, `user_loss/csv?from=2026-03-01&to=2026-03-02&view=period&account=${w.member2.account}`);
    expect(csv.body).toBe(`\uFEFFday,account,stake,payout,profit,validBet,deposits,withdrawals\r\n2026-03-01..2026-03-02,${w.member2.account},4,1,-3,4,100,40\r\n`);
  });
});

describe('revenue', () => {
  test('every day of the range; bonuses, rebates, salaries and dividends paid into the team; net', async () => {
    const w = await world();
    await insertBet(t.db, w.member1, { stake: 10_000, payout: 4_000, placedAt: '2026-03-02T05:00:00Z' });
    await insertBet(t.db, w.member2, { stake: 5_000, payout: 5_000, placedAt: '2026-03-02T06:00:00Z' }); // a push: no turnover
    await insertBet(t.db, w.stranger, { stake: 50_000, payout: 0, placedAt: '2026-03-02T06:00:00Z' });
    await insertTransfer(t.db, { kind: 'bonus', from: 'bonus', to: w.member1, amount: 300, at: '2026-03-02T07:00:00Z' });
    await insertTransfer(t.db, { kind: 'rebate', from: 'bonus', to: w.member2, amount: 200, at: '2026-03-02T07:00:00Z' });
    await insertTransfer(t.db, { kind: 'commission', from: 'commission', to: w.sub, amount: 1_000, at: '2026-03-02T07:00:00Z', details: { contractKind: 'daily' } });
    await insertTransfer(t.db, { kind: 'commission', from: 'commission', to: w.sub, amount: 700, at: '2026-03-01T18:00:00Z', details: { contractKind: 'dividend' } }); // 2 March in Dhaka
    // The sub-agent passes part of its salary on to its member: inside the agent's team, so not paid twice.
    await insertTransfer(t.db, { kind: 'commission', from: w.sub, to: w.member2, amount: 400, at: '2026-03-02T08:00:00Z', details: { contractKind: 'daily' } });
    // The agent's own salary is not paid to its team; a stranger's bonus is another team's.
    await insertTransfer(t.db, { kind: 'commission', from: 'commission', to: w.agent, amount: 5_000, at: '2026-03-02T08:00:00Z', details: { contractKind: 'daily' } });
    await insertTransfer(t.db, { kind: 'bonus', from: 'bonus', to: w.stranger, amount: 9_000, at: '2026-03-02T08:00:00Z' });

    const answer = await call<AgentRevenuePage>(w.agent, 'revenue?from=2026-03-01&to=2026-03-03');
    expect(answer.status).toBe(200);
    expect(answer.value.records.map((r) => r.day)).toEqual(['2026-03-03', '2026-03-02', '2026-03-01']);
    expect(answer.value.records[1]).toEqual({
      day: '2026-03-02', turnover: 10_000, payout: 9_000, profit: -6_000, bonuses: 300, rebates: 200, salaries: 1_000, dividends: 700, net: 6_000 - 300 - 200 - 1_000 - 700,
    });
    expect(answer.value.records[0]).toMatchObject({ turnover: 0, net: 0 });
    expect(answer.value.totals).toEqual({ days: 3, turnover: 10_000, payout: 9_000, profit: -6_000, bonuses: 300, rebates: 200, salaries: 1_000, dividends: 700, net: 3_800 });

    // For the sub-agent, its member is the team: the 400 it passed on is a salary paid into its team.
    expect((await call<AgentRevenuePage>(w.sub, 'revenue?from=2026-03-02&to=2026-03-02')).value.totals).toMatchObject({ turnover: 0, salaries: 400, rebates: 200, bonuses: 0 });

    const paged = await call<AgentRevenuePage>(w.agent, 'revenue?from=2026-03-01&to=2026-03-03&pageSize=2&pageNo=2');
    expect(paged.value.records.map((r) => r.day)).toEqual(['2026-03-01']);
    expect(paged.value.totals.net).toBe(3_800);

    const csv = await call(w.agent, 'revenue/csv?from=2026-03-02&to=2026-03-02');
    expect(csv.body).toBe('\uFEFFday,turnover,payout,profit,bonuses,rebates,salaries,dividends,net\r\n2026-03-02,100,90,-60,3,2,10,7,38\r\n');
  });
});

describe('revenue with bonus money (docs/adr/0016 "Consequences")', () => {
  test('bonus cost is issued less forfeited: a ৳100 bonus lost in play nets 0, won to ৳300 and converted −৳300, won and forfeited 0', async () => {
    const w = await world();
    const grant = (member: typeof w.member1, id: string) => ({ grantOf: member, grant: id });
    // 4 March: ৳100 on grant 1, staked and lost.
    await insertTransfer(t.db, { kind: 'bonus', from: 'bonus', to: grant(w.member1, '9001'), amount: 10_000, at: '2026-03-04T05:00:00Z' });
    await insertBet(t.db, w.member1, { stake: 10_000, payout: 0, placedAt: '2026-03-04T06:00:00Z' });
    // 5 March: ৳100 on grant 2, won to ৳300, converted to main (inside the member: not counted).
    await insertTransfer(t.db, { kind: 'bonus', from: 'bonus', to: grant(w.member1, '9002'), amount: 10_000, at: '2026-03-05T05:00:00Z' });
    await insertBet(t.db, w.member1, { stake: 10_000, payout: 30_000, placedAt: '2026-03-05T06:00:00Z' });
    await insertTransfer(t.db, { kind: 'bonus_convert', from: grant(w.member1, '9002'), to: w.member1, amount: 30_000, at: '2026-03-05T07:00:00Z' });
    // 6 March: ৳100 on grant 3 of the sub-agent's member, won to ৳300, forfeited back to the brand.
    await insertTransfer(t.db, { kind: 'bonus', from: 'bonus', to: grant(w.member2, '9003'), amount: 10_000, at: '2026-03-06T05:00:00Z' });
    await insertBet(t.db, w.member2, { stake: 10_000, payout: 30_000, placedAt: '2026-03-06T06:00:00Z' });
    await insertTransfer(t.db, { kind: 'bonus_forfeit', from: grant(w.member2, '9003'), to: 'bonus', amount: 30_000, at: '2026-03-06T07:00:00Z' });
    // 7 March: points converted to cash are a bonus paid; a stranger's forfeit is another team's.
    await insertTransfer(t.db, { kind: 'points_convert', from: 'bonus', to: w.member1, amount: 500, at: '2026-03-07T05:00:00Z' });
    await insertTransfer(t.db, { kind: 'bonus_forfeit', from: grant(w.stranger, '9004'), to: 'bonus', amount: 7_000, at: '2026-03-07T05:00:00Z' });

    const answer = await call<AgentRevenuePage>(w.agent, 'revenue?from=2026-03-04&to=2026-03-07');
    expect(answer.status).toBe(200);
    const byDay = Object.fromEntries(answer.value.records.map((r) => [r.day, [r.profit, r.bonuses, r.net]]));
    expect(byDay).toEqual({
      '2026-03-04': [-10_000, 10_000, 0],
      '2026-03-05': [20_000, 10_000, -30_000],
      '2026-03-06': [20_000, -20_000, 0],
      '2026-03-07': [0, 500, -500],
    });
    expect(answer.value.totals).toMatchObject({ bonuses: 500, net: -30_500 });
  });
});

describe('team transactions', () => {
  test('deposits, withdrawals, upline and wallet transfers and adjustments of the team, with type and status filters', async () => {
    const w = await world();
    await insertDeposit(t.db, w.member1, { amount: 5_000, at: '2026-03-05T04:00:00Z' });
    await insertDeposit(t.db, w.member1, { amount: 1_000, at: '2026-03-05T05:00:00Z', status: 'IN_PROCESS' });
    await insertWithdrawal(t.db, w.member2, { amount: 2_000, at: '2026-03-05T06:00:00Z' });
    await insertWithdrawal(t.db, w.member2, { amount: 900, at: '2026-03-05T06:30:00Z', status: 'REJECTED' });
    await insertUplineTransfer(t.db, w.member2, w.sub, { amount: 300, at: '2026-03-05T07:00:00Z' });
    await insertUplineTransfer(t.db, w.member1, w.agent, { amount: 200, at: '2026-03-05T07:30:00Z', confirmBy: '2026-03-05T08:00:00Z' }); // past its confirmation time: received
    await insertWalletTransfer(t.db, w.member1, { amount: 800, at: '2026-03-05T08:00:00Z', direction: 'in' });
    await insertTransfer(t.db, { kind: 'adjustment', from: 'adjustment', to: w.member2, amount: 150, at: '2026-03-05T09:00:00Z' });
    await insertDeposit(t.db, w.stranger, { amount: 77_000, at: '2026-03-05T09:00:00Z' });

    const all = await call<TeamTransactionsPage>(w.agent, `transactions?${MARCH}`);
    expect(all.status).toBe(200);
    expect(all.value.records.map((r) => [r.type, r.status, r.amount, r.account])).toEqual([
      ['adjustment', 'success', 150, w.member2.account],
      ['wallet_transfer', 'success', -800, w.member1.account],
      ['upline', 'success', -200, w.member1.account],
      ['upline', 'pending', -300, w.member2.account],
      ['withdrawal', 'failed', -900, w.member2.account],
      ['withdrawal', 'success', -2_000, w.member2.account],
      ['deposit', 'pending', 1_000, w.member1.account],
      ['deposit', 'success', 5_000, w.member1.account],
    ]);
    expect(all.value.records[1]!.reference).toBe('MAIN → TWALLET');
    expect(all.value.records[2]!.reference).toMatch(new RegExp(`→ ${w.agent.account}$`));
    expect(all.value.totals).toEqual({ count: 8, deposits: 5_000, withdrawals: 2_000, transfers: -1_000, adjustments: 150 });

    const types = async (query: string) => (await call<TeamTransactionsPage>(w.agent, `transactions?${MARCH}&${query}`)).value.records.map((r) => `${r.type}:${r.status}`);
    expect(await types('type=deposit')).toEqual(['deposit:pending', 'deposit:success']);
    expect(await types('status=pending')).toEqual(['upline:pending', 'deposit:pending']);
    expect(await types('type=withdrawal&status=success')).toEqual(['withdrawal:success']);
    expect(await types(`account=${w.member2.account}&type=upline`)).toEqual(['upline:pending']);
    expect((await call<TeamTransactionsPage>(w.sub, `transactions?${MARCH}`)).value.totals).toEqual({ count: 4, deposits: 0, withdrawals: 2_000, transfers: 0, adjustments: 150 });
    // The 5th in Dhaka ends at 18:00Z on the 5th: nothing falls on the 6th.
    expect((await call<TeamTransactionsPage>(w.agent, 'transactions?from=2026-03-06&to=2026-03-06')).value.total).toBe(0);

    const csv = await call(w.agent, `transactions/csv?${MARCH}&type=deposit`);
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual(['\uFEFFtime,account,type,status,amount,reference', expect.stringMatching(new RegExp(`^2026-03-05 11:00:00,${w.member1.account},deposit,pending,10,D`))]);
  });
});

test("the reports read through indexes: each member's bets (bets_member, bets_member_settled) and the ledger's rare kinds", async () => {
  const scope = { merchantCode: 'khela', agentId: '1', timeZone: 'Asia/Dhaka', memberId: null };
  const plans = [
    [teamBetsQueries(scope, { from: '2026-03-01', to: '2026-03-31' }, 'en').totals, 'bets_member'],
    [userLossQueries(scope, { from: '2026-03-01', to: '2026-03-31', view: 'day' }).totals, 'bets_member_settled'],
    [revenueQueries(scope, { from: '2026-03-01', to: '2026-03-31' }).totals, 'bets_member_settled'],
    [revenueQueries(scope, { from: '2026-03-01', to: '2026-03-31' }).totals, 'ledger_transfers_agent_kinds'],
    [revenueQueries(scope, { from: '2026-03-01', to: '2026-03-31' }).totals, 'ledger_transfers_reward_kinds'],
    [teamTransactionsQueries(scope, { from: '2026-03-01', to: '2026-03-31', type: 'adjustment' }).totals, 'ledger_transfers_agent_kinds'],
  ] as const;
  for (const [query, index] of plans) {
    const plan = await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, query.params);
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain(index);
  }
});
