import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';
import { insertBet } from '../../games/games-test-kit';
import { GOOD_PASSWORD, register, registerBody } from '../../identity/tests/identity-kit';
import { Ledger, mainWallet, platformAccount } from '../../wallet';
import { plain, sealed, sliderPass } from '../../../test/identity';
import { memberWithSession, type TestMember } from '../../../test/members';
import { testAppForFile } from '../../../test/test-app';
import { dayIn } from './team-periods';

/** The agent's team (docs/agents.md, "Team"), through the routes, on a real database. */
const t = testAppForFile();
const now = new Date();

const agent = (uplineId: string | null = null) => memberWithSession(t.db, { type: 1, prefix: 'ag', uplineId });
const player = (uplineId: string) => memberWithSession(t.db, { prefix: 'pl', uplineId });
const get = (url: string, who: TestMember, language = 'en') => plain(t.app, 'GET', url, undefined, { token: who.token, language });

/** An approved deposit as the payments domain books it: the ledger transfer and the order, decided at `at`. */
async function deposit(db: Queryable, member: TestMember, amount: number, at: string) {
  const orderNo = `D${randomUUID().slice(0, 12)}`;
  const moved = await new Ledger(t.db).transfer({
    key: `deposit:${orderNo}`, kind: 'deposit', debit: platformAccount('khela', 'clearing'), credit: mainWallet('khela', member.id), amount: BigInt(amount),
  });
  await db.query(
    `INSERT INTO deposit_orders (order_no, merchant_code, member_id, channel_code, kind, amount, status, request_id, transfer_id, created_at, decided_at)
     VALUES ($1, 'khela', $2, 'BKASH', 'gateway', $3, 'APPROVED', $4, $5, $6, $6)`,
    [orderNo, member.id, amount, randomUUID(), moved.transferId, at],
  );
}

/** An approved withdrawal: the hold and its post in the ledger, the order decided at `at`. */
async function withdraw(db: Queryable, member: TestMember, amount: number, at: string) {
  const orderNo = `W${randomUUID().slice(0, 12)}`;
  const ledger = new Ledger(t.db);
  const hold = await ledger.transfer({
    key: `withdrawal:${orderNo}`, kind: 'withdrawal', debit: mainWallet('khela', member.id), credit: platformAccount('khela', 'payout'), amount: BigInt(amount), pending: true,
  });
  const post = await ledger.post({ merchantCode: 'khela', key: `withdrawal:${orderNo}:post`, kind: 'withdrawal', pendingKey: `withdrawal:${orderNo}` });
  const [account] = await db.query<{ id: string }>(
    `INSERT INTO payout_accounts (merchant_code, member_id, channel_code, payee_name, account_number) VALUES ('khela', $1, 'BKASH', 'Payee', $2) RETURNING id::text`,
    [member.id, `01${Math.floor(Math.random() * 1e9)}`],
  );
  await db.query(
    `INSERT INTO withdrawal_orders (order_no, merchant_code, member_id, payout_account_id, channel_code, payee_name, account_number, amount, status, request_id,
       hold_transfer_id, resolve_transfer_id, created_at, decided_at)
     VALUES ($1, 'khela', $2, $3, 'BKASH', 'Payee', '01700000000', $4, 'APPROVED', $5, $6, $7, $8, $8)`,
    [orderNo, member.id, account!.id, amount, randomUUID(), hold.transferId, post.transferId, at],
  );
}

describe('who may call', () => {
  it('refuses a player with a translated 403 and a visitor with 401', async () => {
    const top = await agent();
    const someone = await player(top.id);
    const refused = await get('/wps/agent/team/info', someone);
    expect(refused.status).toBe(403);
    expect(refused.errorCode).toBe('team.agent.only');
    expect(refused.message).toBe('Only agents can use the agent center.');
    expect((await get('/wps/agent/team/overview', someone, 'bn')).message).toBe('শুধু এজেন্টরাই এজেন্ট সেন্টার ব্যবহার করতে পারেন।');
    expect((await plain(t.app, 'GET', '/wps/agent/team/downlines')).status).toBe(401);
  });
});

describe('team scoping', () => {
  it("refuses to drill into another agent's downline, and never lists it", async () => {
    const mine = await agent();
    const other = await agent();
    const theirSub = await agent(other.id);
    const theirPlayer = await player(theirSub.id);
    await player(mine.id);
    for (const id of [other.id, theirSub.id, theirPlayer.id, '999999999']) {
      const refused = await get(`/wps/agent/team/downlines?under=${id}`, mine);
      expect(refused.status).toBe(404);
      expect(refused.errorCode).toBe('team.member.outside');
    }
    const all = await get('/wps/agent/team/downlines?scope=all&pageSize=100', mine);
    const accounts = (all.value.records as Array<{ account: string }>).map((r) => r.account);
    expect(accounts).not.toContain(theirSub.account);
    expect(accounts).not.toContain(theirPlayer.account);
    expect(all.value.total).toBe(1);
  });

  it('drills into a sub-agent with the breadcrumb from the caller, levels counted from the caller', async () => {
    const top = await agent();
    const sub = await agent(top.id);
    const subSub = await agent(sub.id);
    const leaf = await player(subSub.id);
    await player(top.id);
    const drilled = await get(`/wps/agent/team/downlines?under=${subSub.id}`, top);
    expect(drilled.status).toBe(200);
    expect(drilled.value.path).toEqual([
      { id: top.id, account: top.account, level: 0 },
      { id: sub.id, account: sub.account, level: 1 },
      { id: subSub.id, account: subSub.account, level: 2 },
    ]);
    expect(drilled.value.records).toEqual([expect.objectContaining({ id: leaf.id, level: 3, kind: 'member', teamSize: 0 })]);
    // The sub-agent itself sees the same leaf at level 2, and cannot climb to its upline.
    const fromSub = await get(`/wps/agent/team/downlines?under=${subSub.id}`, sub);
    expect(fromSub.value.records).toEqual([expect.objectContaining({ id: leaf.id, level: 2 })]);
    expect((await get(`/wps/agent/team/downlines?under=${top.id}`, sub)).status).toBe(404);
  });

  it('lists direct downlines or the whole team, searched, filtered by kind and sorted, with the contracts in force', async () => {
    const top = await agent();
    const sub = await agent(top.id);
    const p1 = await player(top.id);
    const p2 = await player(sub.id);
    await t.db.query(
      `INSERT INTO agent_contracts (merchant_code, agent_id, offered_by, kind, period, tiers, status, effective_from)
       VALUES ('khela', $1, $2, 'daily', 'daily', $3::jsonb, 'in_force', now()),
              ('khela', $1, $2, 'dividend', 'semimonthly', $4::jsonb, 'offered', NULL)`,
      [sub.id, top.id,
        JSON.stringify([{ turnover: 0, activeMembers: 0, rateType: 'P', rate: '0.005' }, { turnover: 1_000_000, activeMembers: 5, rateType: 'P', rate: '0.012' }]),
        JSON.stringify([{ turnover: 0, activeMembers: 0, rateType: 'P', rate: '0.3' }])],
    );
    const direct = await get('/wps/agent/team/downlines?sort=account&order=asc', top);
    expect((direct.value.records as Array<{ id: string }>).map((r) => r.id)).toEqual([sub, p1].sort((a, b) => a.account.localeCompare(b.account)).map((m) => m.id));
    const subRow = (direct.value.records as Array<Record<string, unknown>>).find((r) => r.id === sub.id)!;
    expect(subRow).toMatchObject({ kind: 'agent', level: 1, teamSize: 1, contracts: [{ kind: 'daily', gameType: 'CONS', rateType: 'P', rate: '0.012' }] });

    const whole = await get('/wps/agent/team/downlines?scope=all&sort=level&order=desc', top);
    expect((whole.value.records as Array<{ id: string }>)[0]!.id).toBe(p2.id);
    expect(whole.value.total).toBe(3);

    const agents = await get('/wps/agent/team/downlines?scope=all&kind=agent', top);
    expect((agents.value.records as Array<{ id: string }>).map((r) => r.id)).toEqual([sub.id]);
    const players = await get('/wps/agent/team/downlines?scope=all&kind=member', top);
    expect(players.value.total).toBe(2);
    const searched = await get(`/wps/agent/team/downlines?scope=all&account=${p2.account.slice(0, 6).toUpperCase()}${p2.account.slice(6)}`, top);
    expect((searched.value.records as Array<{ id: string }>).map((r) => r.id)).toEqual([p2.id]);
  });
});

describe('the overview', () => {
  it("sums the team's figures for a range of days in the brand's time zone (Asia/Dhaka)", async () => {
    const top = await agent();
    const sub = await agent(top.id);
    const a = await player(sub.id);
    const b = await player(top.id);
    const c = await player(top.id);
    const outsider = await player((await agent()).id);
    // 2026-03-10 in Dhaka is [2026-03-09T18:00Z, 2026-03-10T18:00Z).
    await insertBet(t.db, a, { stake: 30_000, payout: 10_000, placedAt: '2026-03-09T18:30:00Z' }); // in: Dhaka 00:30 on the 10th
    await insertBet(t.db, b, { stake: 5_000, payout: 9_000, placedAt: '2026-03-10T17:59:00Z' }); // in: 23:59
    await insertBet(t.db, b, { stake: 7_000, payout: 0, placedAt: '2026-03-09T17:59:00Z' }); // out: the 9th in Dhaka
    await insertBet(t.db, c, { stake: 4_000, status: 'rolled_back', placedAt: '2026-03-10T06:00:00Z' }); // not valid
    await insertBet(t.db, c, { stake: 2_000, status: 'open', placedAt: '2026-03-10T06:00:00Z' }); // not settled
    await insertBet(t.db, outsider, { stake: 99_000, payout: 0, placedAt: '2026-03-10T06:00:00Z' }); // another team
    await deposit(t.db, b, 50_000, '2026-03-08T06:00:00Z'); // b's first deposit, before the day
    await deposit(t.db, b, 20_000, '2026-03-10T06:00:00Z');
    await deposit(t.db, c, 15_000, '2026-03-10T07:00:00Z'); // c's first deposit: active (≥ 100.00)
    await deposit(t.db, outsider, 80_000, '2026-03-10T07:00:00Z');
    await deposit(t.db, a, 20_000, '2026-03-01T06:00:00Z'); // before the day: neither a deposit nor a first deposit of it
    await withdraw(t.db, a, 10_000, '2026-03-10T08:00:00Z');
    await withdraw(t.db, a, 3_000, '2026-03-10T18:00:00Z'); // the 11th in Dhaka

    const answer = await get('/wps/agent/team/overview?period=custom&from=2026-03-10&to=2026-03-10', top);
    expect(answer.status).toBe(200);
    expect(answer.value).toEqual({
      period: 'custom',
      from: '2026-03-10',
      to: '2026-03-10',
      timeZone: 'Asia/Dhaka',
      teamSize: 4,
      directDownlines: 3,
      newRegistrations: 0,
      // a bet 300.00, b bet 50.00 and deposited 200.00, c deposited 150.00; the minimums are 100.00.
      activeMembers: 3,
      firstDeposits: { count: 1, amount: 15_000 },
      deposits: { count: 2, amount: 35_000 },
      withdrawals: { count: 1, amount: 10_000 },
      validTurnover: 35_000,
      membersProfit: -20_000 + 4_000,
      activeRule: { minValidTurnover: 10_000, minDeposit: 10_000 },
    });

    // The sub-agent's team is only a.
    const fromSub = await get('/wps/agent/team/overview?period=custom&from=2026-03-10&to=2026-03-10', sub);
    expect(fromSub.value).toMatchObject({ teamSize: 1, activeMembers: 1, validTurnover: 30_000, membersProfit: -20_000, deposits: { count: 0, amount: 0 } });
  });

  it('counts today’s registrations and today in the brand’s calendar, and refuses a bad range', async () => {
    const top = await agent();
    await player(top.id);
    await player(top.id);
    const today = await get('/wps/agent/team/overview', top);
    expect(today.value).toMatchObject({ period: 'today', from: dayIn('Asia/Dhaka', now), to: dayIn('Asia/Dhaka', now), teamSize: 2, newRegistrations: 2 });
    const yesterday = await get('/wps/agent/team/overview?period=yesterday', top);
    expect(yesterday.value).toMatchObject({ newRegistrations: 0, teamSize: 2 });
    const backwards = await get('/wps/agent/team/overview?period=custom&from=2026-03-10&to=2026-03-01', top);
    expect(backwards.status).toBe(400);
    expect(backwards.errorCode).toBe('team.range.invalid');
    expect((await get('/wps/agent/team/overview?period=custom&from=2026-02-31&to=2026-03-01', top)).status).toBe(400);
    expect((await get('/wps/agent/team/overview?period=custom', top)).errorCode).toBe('team.range.required');
  });
});

describe('registerCenter and the affiliate link', () => {
  it('opens a player and a sub-agent under the agent; each must change the password at its first login', async () => {
    const top = await agent();
    const asAgent = { token: top.token, language: 'en' };
    const made = await sealed(t.app, 'POST', '/wps/agent/team/register', { kind: 'agent', account: 'subAgent77', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }, asAgent);
    expect(made.status).toBe(200);
    expect(made.value).toMatchObject({ account: 'subagent77', type: 1, kind: 'agent' });
    const playerMade = await sealed(t.app, 'POST', '/wps/agent/team/register', { kind: 'member', account: 'teamPlay77', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }, asAgent);
    expect(playerMade.value).toMatchObject({ type: 0, kind: 'member' });
    const rows = await t.db.query<{ account: string; upline: string; is_default: boolean }>(
      "SELECT account, upline_id::text AS upline, password_is_default AS is_default FROM members WHERE account IN ('subagent77', 'teamplay77') ORDER BY account",
    );
    expect(rows).toEqual([
      { account: 'subagent77', upline: top.id, is_default: true },
      { account: 'teamplay77', upline: top.id, is_default: true },
    ]);
    // The forced change: the first login's session may do nothing but change the password.
    const login = await sealed(t.app, 'POST', '/wps/session/login', { username: 'subAgent77', password: GOOD_PASSWORD, type: 'username', sliderToken: await sliderPass(t.db) }, { language: 'en', ip: '10.77.0.1' });
    expect(login.status).toBe(200);
    expect(login.value.mustChangePassword).toBe(true);
    const blocked = await get('/wps/agent/team/info', { ...top, token: login.value.token as string });
    expect(blocked.errorCode).toBe('password.change.required');
    // It is in the team, at once.
    const team = await get('/wps/agent/team/downlines', top);
    expect((team.value.records as Array<{ account: string }>).map((r) => r.account).sort()).toEqual(['subagent77', 'teamplay77']);
  });

  it("applies the brand's registration rules, translated, and says when a name is taken", async () => {
    const top = await agent();
    const asAgent = (language: string) => ({ token: top.token, language });
    const short = await sealed(t.app, 'POST', '/wps/agent/team/register', { kind: 'member', account: 'ab', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }, asAgent('en'));
    expect(short.status).toBe(400);
    expect(short.errorCode).toBe('register.field.invalid');
    expect(short.message).toBe("The field 'account' is not valid.");
    const mismatch = await sealed(t.app, 'POST', '/wps/agent/team/register', { kind: 'member', account: 'okname123', password: GOOD_PASSWORD, confirmPassword: 'Other2026x' }, asAgent('en'));
    expect(mismatch.errorCode).toBe('register.field.invalid');
    expect((mismatch.value as { violations: Array<{ kind: string }> }).violations[0]!.kind).toBe('mismatch');
    const taken = await sealed(t.app, 'POST', '/wps/agent/team/register', { kind: 'member', account: 'demo01', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }, asAgent('bn'));
    expect(taken.status).toBe(409);
    expect(taken.errorCode).toBe('register.account.taken');
    expect(taken.message).toBe('এই ইউজারনেম আগেই নেওয়া হয়েছে।');
    const someone = await player(top.id);
    const byPlayer = await sealed(t.app, 'POST', '/wps/agent/team/register', { kind: 'member', account: 'sneaky123', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }, { token: someone.token, language: 'en' });
    expect(byPlayer.status).toBe(403);
    expect((await t.db.query("SELECT 1 FROM members WHERE account IN ('okname123', 'sneaky123')")).length).toBe(0);
  });

  it('gives the affiliate code and link; registering with the code puts the new account under the agent', async () => {
    const top = await agent();
    const info = await get('/wps/agent/team/info', top);
    const code = info.value.affiliateCode as string;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(info.value.registerPath).toBe(`/register?affiliateCode=${code}`);
    expect(info.value.link).toBe(`https://khela.example/register?affiliateCode=${code}`);
    const joined = await register(t.app, 'register', await registerBody(t.db, { username: 'invited77', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, affiliateCode: code }), { ip: '10.77.0.2', language: 'en' });
    expect(joined.status).toBe(200);
    const team = await get('/wps/agent/team/downlines', top);
    expect(team.value.records).toEqual([expect.objectContaining({ account: 'invited77', level: 1, kind: 'member' })]);
  });
});
