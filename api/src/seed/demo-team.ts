import type { Db, Queryable } from '../platform/db/db';
import { json } from '../platform/db/db';
import { insertMember } from '../domains/identity/members/member-repo';
import { hashPassword } from '../domains/identity/passwords/password-hash';
import { Ledger, mainWallet, platformAccount, playerIdOf } from '../domains/wallet';
import type { ContractKind, ContractPeriod, ContractTier } from '../domains/agents/contract-model';
import { openPlayerSession, PLAYER_SESSION_IDLE_SECONDS } from '../domains/vendor-wallet/player-sessions';
import { tokenHash } from '../domains/vendor-wallet/launch-tokens';
import { requestHash } from '../domains/vendor-wallet/vendor-answers';
import { dayIn, zonedInstant } from './demo-fixtures';
import { DEMO_ACCOUNTS } from './demo-members';
import { HOUSE_GAMES } from './house-games';
import { seedOnce } from './seed-once';

/**
 * agent01's demo team (issue 14, docs/agents.md "Demo data"): sub-agents three levels deep, players
 * under each, their deposits and house-game bets over the last days, and salary and dividend
 * contracts down the chain, so a new user opens the agent center and sees reports with numbers.
 *
 * Written once per database in one transaction (marker DEMO_TEAM_SEED), after the demo accounts,
 * payments and house games. Money moves only the real way: a deposit is an approved order and its
 * ledger transfer `deposit:{orderNo}` (as the gateway's approval books it), a bet and its result
 * are calls of the seamless wallet's own SQL functions (vendor_bet, vendor_win) for the HOUSE
 * vendor, so balances, bets and the ledger agree. The ledger stamps its transfers with the time of
 * the seed (it is append-only); the betting record, the orders and the registrations carry the
 * demo times, spread over the last DEMO_TEAM_DAYS Dhaka days, so reports have numbers per day.
 */
export const DEMO_TEAM_SEED = 'demo-team-v1';
/** The Dhaka days before today that hold the team's play (today's early play is added too). */
export const DEMO_TEAM_DAYS = 7;
const MERCHANT = 'khela';
const TIME_ZONE = 'Asia/Dhaka';
const HOUSE = 'HOUSE';
/** The games the team's history is drawn over: the house games it was made with (the cockfight arena came later; the figures stay as documented). */
const TEAM_GAMES = HOUSE_GAMES.filter((game) => game.gameType !== 'COCKFIGHT');

const BDT = (taka: number) => taka * 100;

export interface DemoTeamAccount {
  account: string;
  nickname: string;
  /** 1: agent (SPEC §6 agent types); 0: player. */
  type: 0 | 1;
  upline: string;
  /** Registered this many Dhaka days before today. */
  joinedDaysAgo: number;
  /** Deposits: days before today and amount in taka (bKash). */
  deposits: [daysAgo: number, taka: number][];
  /** Players bet at the house; agents only fund their salary payments. */
  plays: boolean;
  /** Approved bKash withdrawals: days before today and amount in taka (after that day's play). */
  withdrawals: [daysAgo: number, taka: number][];
}

const agent = (account: string, nickname: string, upline: string, joinedDaysAgo: number, taka: number): DemoTeamAccount => ({
  account, nickname, type: 1, upline, joinedDaysAgo, deposits: [[joinedDaysAgo, taka]], plays: false, withdrawals: [],
});
const player = (account: string, nickname: string, upline: string, joinedDaysAgo: number, withdrawals: [number, number][] = []): DemoTeamAccount => ({
  account, nickname, type: 0, upline, joinedDaysAgo, deposits: [[joinedDaysAgo, 10_000], [3, 5_000]], plays: true, withdrawals,
});

/** The team, uplines first. agent01 and demo01 (already its downline) come from the demo accounts. */
export const DEMO_TEAM: DemoTeamAccount[] = [
  agent('agent02', 'Rafiq Hasan', 'agent01', 12, 20_000),
  agent('agent03', 'Nasrin Akter', 'agent02', 10, 10_000),
  player('player11', 'Sabbir Ahmed', 'agent01', 9, [[1, 2_000]]),
  player('player12', 'Tania Islam', 'agent01', 8),
  player('player13', 'Imran Hossain', 'agent01', 6),
  player('player21', 'Farhana Rahman', 'agent02', 8, [[2, 1_500]]),
  player('player22', 'Mahmud Karim', 'agent02', 7),
  player('player23', 'Shirin Sultana', 'agent02', 5),
  player('player31', 'Arif Chowdhury', 'agent03', 7, [[1, 1_000]]),
  player('player32', 'Nusrat Jahan', 'agent03', 4),
];

/** agent01's own float for paying its downlines' salaries (it exists before the team). */
const AGENT01_DEPOSIT: [daysAgo: number, taka: number] = [14, 50_000];

/** Demo passwords (README "Demo accounts"): the players share demo01's, the agents agent01's. */
export const DEMO_TEAM_PASSWORDS = { player: DEMO_ACCOUNTS.player.password, agent: DEMO_ACCOUNTS.agent.password } as const;

interface DemoContract {
  agent: string;
  /** The upline offering it; null: the brand. */
  offeredBy: string | null;
  kind: ContractKind;
  period: ContractPeriod;
  tiers: ContractTier[];
}

const tier = (turnoverTaka: number, activeMembers: number, rate: string, netLossTaka?: number): ContractTier => ({
  turnover: BDT(turnoverTaka),
  ...(netLossTaka === undefined ? {} : { netLoss: BDT(netLossTaka) }),
  activeMembers,
  rateType: 'P',
  rate,
});

/**
 * Each level's contracts, lower than its upline's tier by tier (the chain rule). Rates are
 * fractions of the team's valid turnover (salaries) or net loss (dividend).
 */
const RATES: Record<ContractKind, [period: ContractPeriod, (level: 0 | 1 | 2) => ContractTier[]]> = {
  daily: ['daily', (l) => [tier(5_000, 1, ['0.010', '0.008', '0.005'][l]!), tier(20_000, 2, ['0.015', '0.012', '0.008'][l]!), tier(100_000, 4, ['0.020', '0.015', '0.010'][l]!)]],
  hourly: ['hourly', (l) => [tier(500, 1, ['0.004', '0.003', '0.002'][l]!), tier(5_000, 2, ['0.006', '0.005', '0.003'][l]!)]],
  realtime: ['realtime', (l) => [tier(0, 0, ['0.003', '0.002', '0.001'][l]!)]],
  dividend: ['semimonthly', (l) => [tier(10_000, 2, ['0.20', '0.15', '0.10'][l]!, 1_000), tier(100_000, 4, ['0.30', '0.25', '0.20'][l]!, 20_000)]],
};

const CHAIN: [agent: string, offeredBy: string | null, level: 0 | 1 | 2][] = [
  ['agent01', null, 0],
  ['agent02', 'agent01', 1],
  ['agent03', 'agent02', 2],
];

export const DEMO_CONTRACTS: DemoContract[] = CHAIN.flatMap(([agentAccount, offeredBy, level]) =>
  (Object.keys(RATES) as ContractKind[]).map((kind) => ({ agent: agentAccount, offeredBy, kind, period: RATES[kind][0], tiers: RATES[kind][1](level) })),
);

/**
 * The open offer the contract popup shows agent02: agent01 offers a higher daily salary, still no
 * higher than its own tier by tier.
 */
export const DEMO_PENDING_OFFER: DemoContract = {
  agent: 'agent02',
  offeredBy: 'agent01',
  kind: 'daily',
  period: 'daily',
  tiers: [tier(5_000, 1, '0.010'), tier(20_000, 2, '0.013'), tier(100_000, 4, '0.018')],
};

/** A small deterministic generator (mulberry32) so every database gets the same demo. */
function random(seedText: string): () => number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i += 1) seed = Math.imul(seed ^ seedText.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface DemoBet {
  transactionId: string;
  roundId: string;
  gameCode: string;
  gameType: string;
  stake: number;
  payout: number;
  placedAt: Date;
  settledAt: Date;
}

/** A player's bets from the day it joined to now: 3 to 6 a day, house games, about 92 % paid back. */
export function demoBets(account: string, joinedDaysAgo: number, now: Date): DemoBet[] {
  const next = random(`demo-team:${account}`);
  const today = dayIn(now, TIME_ZONE);
  const stakes = [50, 100, 100, 200, 200, 500, 1_000];
  const bets: DemoBet[] = [];
  for (let daysAgo = Math.min(joinedDaysAgo, DEMO_TEAM_DAYS); daysAgo >= 0; daysAgo -= 1) {
    const day = addDays(today, -daysAgo);
    const count = 3 + Math.floor(next() * 4);
    const minutes = Array.from({ length: count }, () => 10 * 60 + Math.floor(next() * 13.5 * 60)).sort((a, b) => a - b);
    minutes.forEach((minute, n) => {
      const game = TEAM_GAMES[Math.floor(next() * TEAM_GAMES.length)]!;
      const stake = BDT(stakes[Math.floor(next() * stakes.length)]!);
      const roll = next();
      const payout = roll < 0.58 ? 0 : roll < 0.96 ? stake * 2 : stake * 4;
      // Today's play: the hours just before now (whatever the clock says), never in the future.
      const placedAt = daysAgo === 0 ? new Date(now.getTime() - (count - n) * 23 * 60_000) : zonedInstant(day, hhmm(minute), TIME_ZONE);
      const id = `demo-team-${account}-${day}-${n}`;
      bets.push({
        transactionId: `${id}-bet`,
        roundId: id,
        gameCode: game.gameCode,
        gameType: game.gameType,
        stake,
        payout,
        placedAt,
        settledAt: new Date(placedAt.getTime() + (1 + Math.floor(next() * 3)) * 60_000),
      });
    });
  }
  return bets;
}

async function memberId(db: Queryable, account: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('SELECT id::text FROM members WHERE merchant_code = $1 AND account = $2', [MERCHANT, account]);
  return row?.id ?? null;
}

/** An approved bKash deposit: the order and the ledger transfer the gateway's approval books; `prefix` names the seed it belongs to. */
export async function deposit(tx: Queryable, ledger: Ledger, member: { id: string; account: string }, n: number, taka: number, at: Date, prefix = 'DEMO-TEAM'): Promise<void> {
  const orderNo = `${prefix}-${member.account.toUpperCase()}-${n}`;
  const outcome = await ledger.transfer(
    {
      key: `deposit:${orderNo}`,
      kind: 'deposit',
      debit: platformAccount(MERCHANT, 'clearing', 'BKASH'),
      credit: mainWallet(MERCHANT, member.id),
      amount: BigInt(BDT(taka)),
      details: { orderNo, channel: 'BKASH' },
    },
    tx,
  );
  await tx.query(
    `INSERT INTO deposit_orders (order_no, merchant_code, member_id, channel_code, kind, amount, status, request_id, gateway_trade_no, decided_by, transfer_id, created_at, decided_at)
     VALUES ($1, $2, $3, 'BKASH', 'gateway', $4, 'APPROVED', $1, $5, 'gateway', $6, $7, $8)`,
    [orderNo, MERCHANT, member.id, BDT(taka), `demo-${orderNo.toLowerCase()}`, outcome.transferId, at, new Date(at.getTime() + 60_000)],
  );
}

/**
 * An approved bKash withdrawal to the member's bound wallet: the hold `withdrawal:{orderNo}` (main
 * wallet → payout/BKASH) and its post, as a request and a cashier's approval book them.
 */
async function withdraw(tx: Queryable, ledger: Ledger, member: { id: string; account: string; nickname: string }, n: number, taka: number, at: Date): Promise<void> {
  const orderNo = `DEMO-TEAM-W-${member.account.toUpperCase()}-${n}`;
  const wallet = `017${member.id.padStart(8, '0').slice(-8)}`;
  const [payout] = await tx.query<{ id: string }>(
    `INSERT INTO payout_accounts (merchant_code, member_id, channel_code, payee_name, account_number, created_at)
     VALUES ($1, $2, 'BKASH', $3, $4, $5)
     ON CONFLICT (member_id, channel_code, account_number) DO UPDATE SET payee_name = EXCLUDED.payee_name RETURNING id::text`,
    [MERCHANT, member.id, member.nickname, wallet, at],
  );
  const hold = await ledger.transfer(
    { key: `withdrawal:${orderNo}`, kind: 'withdrawal', debit: mainWallet(MERCHANT, member.id), credit: platformAccount(MERCHANT, 'payout', 'BKASH'), amount: BigInt(BDT(taka)), pending: true, details: { orderNo, channel: 'BKASH' } },
    tx,
  );
  const post = await ledger.post({ merchantCode: MERCHANT, key: `withdrawal:${orderNo}:post`, kind: 'withdrawal', pendingKey: `withdrawal:${orderNo}`, details: { orderNo } }, tx);
  await tx.query(
    `INSERT INTO withdrawal_orders (order_no, merchant_code, member_id, payout_account_id, channel_code, payee_name, account_number, amount, status, request_id, decided_by, hold_transfer_id, resolve_transfer_id, created_at, decided_at)
     VALUES ($1, $2, $3, $4, 'BKASH', $5, $6, $7, 'APPROVED', $1, 'demo', $8, $9, $10, $11)`,
    [orderNo, MERCHANT, member.id, payout!.id, member.nickname, wallet, BDT(taka), hold.transferId, post.transferId, at, new Date(at.getTime() + 20 * 60_000)],
  );
}

/** A player's bets through the seamless wallet's SQL functions, then the demo times on the record. */
export async function play(tx: Queryable, member: { id: string; account: string }, bets: DemoBet[]): Promise<void> {
  const grant = { merchantCode: MERCHANT, memberId: member.id, vendorCode: HOUSE, language: 'bn', currency: 'BDT', funPlay: false };
  const session = tokenHash(await openPlayerSession(tx, grant));
  const playerId = playerIdOf(MERCHANT, member.id);
  for (const bet of bets) {
    const [placed] = await tx.query<{ status: string }>(
      `SELECT answer->>'status' AS status FROM vendor_bet($1, $2, $3, $4, $5::bigint, $6, $7, $8, $9, $10, $11::bigint)`,
      [HOUSE, bet.transactionId, requestHash('bet', [playerId, bet.roundId, bet.gameCode, bet.gameType, bet.stake]), MERCHANT, member.id, session,
        PLAYER_SESSION_IDLE_SECONDS, bet.roundId, bet.gameCode, bet.gameType, String(bet.stake)],
    );
    // Out of money: the player stops for the day (the deterministic demo never gets here as it stands).
    if (placed?.status !== 'OK') continue;
    const winId = `${bet.roundId}-win`;
    const [won] = await tx.query<{ status: string }>(
      `SELECT answer->>'status' AS status FROM vendor_win($1, $2, $3, $4, $5::bigint, $6, $7::bigint, $8::text[])`,
      [HOUSE, winId, requestHash('win', [playerId, bet.roundId, bet.payout, null]), MERCHANT, member.id, bet.roundId, String(bet.payout), null],
    );
    if (won?.status !== 'OK') throw new Error(`demo team: the result of ${bet.roundId} was refused (${won?.status})`);
    await tx.query('UPDATE bets SET placed_at = $3, settled_at = $4 WHERE vendor_code = $1 AND transaction_id = $2', [HOUSE, bet.transactionId, bet.placedAt, bet.settledAt]);
    // The settled-bet feed took the times of the moment it was written: the rewards (missions, VIP
    // months, leaderboards) count the bet on the day it is dated, as the reports do.
    await tx.query('UPDATE reward_feed SET placed_at = $3, settled_at = $4 WHERE vendor_code = $1 AND transaction_id = $2', [HOUSE, bet.transactionId, bet.placedAt, bet.settledAt]);
  }
}

async function insertContract(tx: Queryable, ids: Map<string, string>, c: DemoContract, status: 'in_force' | 'offered', at: { offered: Date; decided: Date | null; effective: Date | null }): Promise<void> {
  await tx.query(
    `INSERT INTO agent_contracts (merchant_code, agent_id, offered_by, kind, game_type, period, carry_policy, tiers, status, offered_at, decided_at, effective_from)
     VALUES ($1, $2, $3, $4, 'CONS', $5, $6, $7::jsonb, $8, $9, $10, $11)`,
    [MERCHANT, ids.get(c.agent), c.offeredBy ? ids.get(c.offeredBy) : null, c.kind, c.period, c.kind === 'dividend' ? 'forever' : 'none', json(c.tiers), status, at.offered, at.decided, at.effective],
  );
}

/** Seeds the team once (false: the database had it already); nothing is written when agent01 is not there. */
export async function seedDemoTeam(db: Db, now: Date = new Date()): Promise<boolean> {
  return seedOnce(db, DEMO_TEAM_SEED, async (tx) => {
    const top = await memberId(tx, DEMO_ACCOUNTS.agent.account);
    if (!top) return;
    const ledger = new Ledger(db);
    const today = dayIn(now, TIME_ZONE);
    const dayStart = (daysAgo: number) => zonedInstant(addDays(today, -daysAgo), '00:00', TIME_ZONE);
    const hashes = { player: await hashPassword(DEMO_TEAM_PASSWORDS.player), agent: await hashPassword(DEMO_TEAM_PASSWORDS.agent) };

    const ids = new Map<string, string>([[DEMO_ACCOUNTS.agent.account, top]]);
    await deposit(tx, ledger, { id: top, account: DEMO_ACCOUNTS.agent.account }, 1, AGENT01_DEPOSIT[1], new Date(dayStart(AGENT01_DEPOSIT[0]).getTime() + 10 * 3_600_000));

    for (const m of DEMO_TEAM) {
      const uplineId = ids.get(m.upline);
      if (!uplineId) continue;
      const joined = new Date(dayStart(m.joinedDaysAgo).getTime() + 9 * 3_600_000);
      const inserted = await insertMember(tx, {
        merchantCode: MERCHANT,
        account: m.account,
        nickname: m.nickname,
        type: m.type,
        passwordHash: m.type === 0 ? hashes.player : hashes.agent,
        uplineId,
        language: 'bn',
      });
      // Someone took the name before the demo did: that account is not the demo's to fill.
      if (!inserted) continue;
      ids.set(m.account, inserted.id);
      await tx.query('UPDATE members SET created_at = $2 WHERE id = $1', [inserted.id, joined]);
      const member = { id: inserted.id, account: m.account };
      for (const [n, [daysAgo, taka]] of m.deposits.entries()) {
        const at = daysAgo === m.joinedDaysAgo ? new Date(joined.getTime() + 30 * 60_000) : new Date(dayStart(daysAgo).getTime() + 8 * 3_600_000);
        await deposit(tx, ledger, member, n + 1, taka, at);
      }
      if (m.plays) await play(tx, member, demoBets(m.account, m.joinedDaysAgo, now));
      for (const [n, [daysAgo, taka]] of m.withdrawals.entries()) {
        await withdraw(tx, ledger, { ...member, nickname: m.nickname }, n + 1, taka, new Date(dayStart(daysAgo).getTime() + 23.75 * 3_600_000));
      }
    }

    // The chain's contracts, in force since well before the play (every period of it counts).
    for (const [index, c] of DEMO_CONTRACTS.entries()) {
      if (!ids.has(c.agent) || (c.offeredBy && !ids.has(c.offeredBy))) continue;
      const level = CHAIN.findIndex(([a]) => a === c.agent);
      const effective = dayStart(30 - level);
      await insertContract(tx, ids, c, 'in_force', {
        offered: new Date(effective.getTime() - 86_400_000 + index * 60_000),
        decided: new Date(effective.getTime() - 3_600_000),
        effective,
      });
    }
    if (ids.has(DEMO_PENDING_OFFER.agent) && ids.has(DEMO_PENDING_OFFER.offeredBy!)) {
      await insertContract(tx, ids, DEMO_PENDING_OFFER, 'offered', { offered: new Date(now.getTime() - 3_600_000), decided: null, effective: null });
    }
  });
}
