import type { Db, Queryable } from '../../../platform/db/db';
import { type AccountRef, type Ledger, LedgerError, mainWallet, platformAccount, type TransferOutcome } from '../../wallet';
import { type AgentSettings, readAgentSettings } from '../agent-settings';
import type { CarryPolicy, ContractKind, ContractPeriod, ContractTier } from '../contract-model';
import { billAmount, billStatus, carriedIn, carryOut, type PreviousBill } from './bill-math';
import { kindPeriod, type Period, periodBefore, periodContaining, periodsBetween } from './periods';

/**
 * Settlement of agents' contracts (docs/agents.md "Settlement"). One period of one contract kind
 * of one brand is settled in one database transaction:
 *
 *  1. the period's row in agent_settlements is inserted: the gate. A second instance's insert waits
 *     for this transaction and then finds the row (nothing to do); a crash leaves nothing behind;
 *  2. the contracts counting for the period, the team figures of every such agent (one set-based
 *     query over member_tree and the settled bets) and, for dividends, each agent's previous bill;
 *  3. each bill, then its payment down the chain, uplines first: the brand's commission account
 *     pays the bills of contracts the brand signed, each agent pays the bills of the contracts it
 *     offered — out of its own bill (just received) first, then its main balance, never below
 *     zero; what it cannot pay is recorded on the downline's bill (partial / insufficient) and on
 *     its own (downline_billed vs downline_paid);
 *  4. every bill, written once with its payment (agent_bills refuses UPDATE and DELETE).
 *
 * Transfers are kind 'commission', keyed by the bill (agent, kind, game type, period), with
 * details { contractKind, billId, periodStart, gameType }.
 */

export interface SettleOutcome {
  merchantCode: string;
  kind: ContractKind;
  periodStart: string;
  periodEnd: string;
  /** false: the period was settled before (by another instance, run or operator): nothing changed. */
  settled: boolean;
  bills: number;
  billed: string;
  paid: string;
}

interface ContractRow {
  id: string;
  agent_id: string;
  offered_by: string | null;
  game_type: string;
  carry_policy: CarryPolicy;
  tiers: ContractTier[];
  depth: number;
}

interface FigureRow {
  agent_id: string;
  game_type: string;
  turnover: string;
  net_loss: string;
  active_members: number;
}

interface WorkBill {
  id: string;
  contract: ContractRow;
  turnover: bigint;
  netLoss: bigint;
  activeMembers: number;
  carriedIn: bigint;
  carryOut: bigint;
  tierIndex: number | null;
  rateType: 'P' | 'F' | null;
  rate: string | null;
  amount: bigint;
  paid: bigint;
  downlineBilled: bigint;
  downlinePaid: bigint;
}

/** The idempotency key of a bill's payment: the bill's own unique key. */
export function billPaymentKey(kind: ContractKind, gameType: string, agentId: string, periodStart: Date): string {
  return `agent-bill:${kind}:${gameType}:${agentId}:${periodStart.toISOString()}`;
}

const CONTRACTS_SQL = `
  SELECT DISTINCT ON (c.agent_id, c.game_type)
         c.id::text, c.agent_id::text, c.offered_by::text, c.game_type, c.carry_policy, c.tiers,
         (SELECT coalesce(max(t.depth), 0) FROM member_tree t WHERE t.descendant_id = c.agent_id)::int AS depth
    FROM agent_contracts c
   WHERE c.merchant_code = $1 AND c.kind = $2 AND c.status IN ('in_force', 'superseded', 'cancelled')
     AND c.effective_from IS NOT NULL AND c.effective_from <= $3::timestamptz
     AND (c.ended_at IS NULL OR c.ended_at >= $4::timestamptz)
   ORDER BY c.agent_id, c.game_type, c.effective_from DESC, c.id DESC`;

/**
 * The team figures of every agent given, in one statement: the period's settled bets of each member
 * below those agents (a range of bets_member_settled per member, read from the index alone), climbed
 * up member_tree to each agent above (depth > 0: the team, not the agent itself), summed per agent
 * and game type; active members (valid turnover or approved deposits at the brand's thresholds)
 * counted the same way. Members below no agent given count for nobody here, so they are not read.
 */
const FIGURES_SQL = `
  WITH agents AS (
    SELECT DISTINCT a.agent_id, a.game_type FROM unnest($2::bigint[], $3::text[]) AS a(agent_id, game_type)
  ), member_bets AS (
    SELECT b.member_id, coalesce(b.game_type, '') AS game_type, sum(b.stake)::bigint AS turnover, sum(b.stake - coalesce(b.payout, 0))::bigint AS net_loss
      FROM (SELECT DISTINCT t.descendant_id AS member_id FROM member_tree t
             WHERE t.ancestor_id IN (SELECT agent_id FROM agents) AND t.depth > 0) team
      JOIN bets b ON b.member_id = team.member_id
     WHERE b.merchant_code = $1 AND b.status = 'settled' AND b.settled_at >= $4::timestamptz AND b.settled_at < $5::timestamptz
     GROUP BY 1, 2
  ), deposits AS (
    SELECT d.member_id, sum(d.amount)::bigint AS amount
      FROM deposit_orders d
     WHERE d.merchant_code = $1 AND d.status = 'APPROVED' AND d.created_at < $5::timestamptz
       AND d.created_at >= $4::timestamptz - interval '7 days'
       AND d.decided_at >= $4::timestamptz AND d.decided_at < $5::timestamptz
     GROUP BY 1
  ), active AS (
    SELECT coalesce(t.member_id, d.member_id) AS member_id
      FROM (SELECT member_id, sum(turnover) AS turnover FROM member_bets GROUP BY 1) t
      FULL JOIN deposits d ON d.member_id = t.member_id
     WHERE coalesce(t.turnover, 0) >= $6 OR coalesce(d.amount, 0) >= $7
  ), agent_ids AS (
    SELECT DISTINCT agent_id FROM agents
  ), turnover AS (
    SELECT a.agent_id, a.game_type, sum(mb.turnover)::bigint AS turnover, sum(mb.net_loss)::bigint AS net_loss
      FROM member_bets mb
      JOIN member_tree t ON t.descendant_id = mb.member_id AND t.depth > 0
      JOIN agents a ON a.agent_id = t.ancestor_id AND (a.game_type = 'CONS' OR a.game_type = mb.game_type)
     GROUP BY 1, 2
  ), actives AS (
    SELECT t.ancestor_id AS agent_id, count(*)::int AS n
      FROM active x
      JOIN member_tree t ON t.descendant_id = x.member_id AND t.depth > 0
      JOIN agent_ids a ON a.agent_id = t.ancestor_id
     GROUP BY 1
  )
  SELECT a.agent_id::text, a.game_type, coalesce(tu.turnover, 0)::text AS turnover, coalesce(tu.net_loss, 0)::text AS net_loss,
         coalesce(ac.n, 0) AS active_members
    FROM agents a
    LEFT JOIN turnover tu ON tu.agent_id = a.agent_id AND tu.game_type = a.game_type
    LEFT JOIN actives ac ON ac.agent_id = a.agent_id`;

const halfMonthOf = (timeZone: string) => (at: Date) => periodContaining(at, 'semimonthly', timeZone).start.getTime();

async function brandTimeZone(db: Queryable, merchantCode: string): Promise<string> {
  const [row] = await db.query<{ time_zone: string }>('SELECT time_zone FROM merchants WHERE code = $1', [merchantCode]);
  if (!row) throw new RangeError(`unknown brand ${merchantCode}`);
  return row.time_zone;
}

/** The period kind of a brand's contract kind (the dividend's is the brand's setting). */
export function settlementPeriodOf(kind: ContractKind, settings: AgentSettings): ContractPeriod {
  return kindPeriod(kind, settings.dividend.period);
}

export interface SettleRequest {
  merchantCode: string;
  kind: ContractKind;
  period: Period;
  /** job, operator:<name>, seed: kept on the period's row. */
  settledBy: string;
}

/** Settles one period of one kind of one brand, exactly once (see the file's comment). */
export async function settlePeriod(db: Db, ledger: Ledger, request: SettleRequest): Promise<SettleOutcome> {
  const { merchantCode, kind, period } = request;
  const settings = await readAgentSettings(db, merchantCode);
  const timeZone = await brandTimeZone(db, merchantCode);
  const base = { merchantCode, kind, periodStart: period.start.toISOString(), periodEnd: period.end.toISOString() };
  const done = await db.query('SELECT 1 FROM agent_settlements WHERE merchant_code = $1 AND kind = $2 AND period_start = $3::timestamptz', [merchantCode, kind, period.start]);
  if (done.length > 0) return { ...base, settled: false, bills: 0, billed: '0', paid: '0' };

  // Accounts are looked up (and cached) before the transaction: PGlite has one connection.
  const preview = await db.query<ContractRow>(CONTRACTS_SQL, [merchantCode, kind, period.start, period.end]);
  const commission = platformAccount(merchantCode, 'commission');
  const memberIds = [...new Set(preview.flatMap((c) => (c.offered_by ? [c.agent_id, c.offered_by] : [c.agent_id])))];
  await ledger.accountIds([commission, ...memberIds.map((id) => mainWallet(merchantCode, id))]);

  const outcomes: TransferOutcome[] = [];
  const result = await db.transaction(async (tx) => {
    const [gate] = await tx.query(
      `INSERT INTO agent_settlements (merchant_code, kind, period_start, period_end, bills, billed, paid, settled_by)
       VALUES ($1, $2, $3::timestamptz, $4::timestamptz, 0, 0, 0, $5) ON CONFLICT DO NOTHING RETURNING 1 AS won`,
      [merchantCode, kind, period.start, period.end, request.settledBy],
    );
    if (!gate) return { ...base, settled: false, bills: 0, billed: '0', paid: '0' };

    const contracts = await tx.query<ContractRow>(CONTRACTS_SQL, [merchantCode, kind, period.start, period.end]);
    if (contracts.length === 0) return { ...base, settled: true, bills: 0, billed: '0', paid: '0' };
    const figures = await tx.query<FigureRow>(FIGURES_SQL, [
      merchantCode, contracts.map((c) => c.agent_id), contracts.map((c) => c.game_type), period.start, period.end,
      settings.activeMember.minValidTurnover, settings.activeMember.minDeposit,
    ]);
    const figureOf = new Map(figures.map((f) => [`${f.agent_id}:${f.game_type}`, f]));
    const previous = new Map<string, PreviousBill>();
    if (kind === 'dividend') {
      const rows = await tx.query<{ agent_id: string; game_type: string; period_start: Date; period_end: Date; carry_out: string; team_net_loss: string }>(
        `SELECT DISTINCT ON (agent_id, game_type) agent_id::text, game_type, period_start, period_end, carry_out::text, team_net_loss::text
           FROM agent_bills WHERE kind = 'dividend' AND agent_id = ANY($1::bigint[]) AND period_start < $2::timestamptz
          ORDER BY agent_id, game_type, period_start DESC`,
        [contracts.map((c) => c.agent_id), period.start],
      );
      for (const r of rows) {
        previous.set(`${r.agent_id}:${r.game_type}`, {
          periodStart: new Date(r.period_start), periodEnd: new Date(r.period_end), carryOut: BigInt(r.carry_out), teamNetLoss: BigInt(r.team_net_loss),
        });
      }
    }
    const ids = await tx.query<{ id: string }>("SELECT nextval(pg_get_serial_sequence('agent_bills', 'id'))::text AS id FROM generate_series(1, $1::int)", [contracts.length]);

    const bills: WorkBill[] = contracts.map((contract, index) => {
      const key = `${contract.agent_id}:${contract.game_type}`;
      const f = figureOf.get(key);
      const team = { turnover: BigInt(f?.turnover ?? 0), netLoss: BigInt(f?.net_loss ?? 0), activeMembers: f?.active_members ?? 0 };
      const carried = kind === 'dividend' ? carriedIn(contract.carry_policy, previous.get(key) ?? null, period.start, halfMonthOf(timeZone)) : 0n;
      const amount = billAmount(kind, contract.tiers, team, carried);
      return {
        id: ids[index]!.id, contract, ...team, carriedIn: carried,
        carryOut: kind === 'dividend' ? carryOut(contract.carry_policy, team.netLoss, carried) : 0n,
        ...amount, paid: 0n, downlineBilled: 0n, downlinePaid: 0n,
      };
    });
    // Uplines first (an agent has its own bill before it pays its downlines'), then by agent and game type.
    bills.sort((a, b) => a.contract.depth - b.contract.depth || compareIds(a.contract.agent_id, b.contract.agent_id) || compareText(a.contract.game_type, b.contract.game_type));
    const billOf = new Map(bills.map((b) => [`${b.contract.agent_id}:${b.contract.game_type}`, b]));

    // What each agent can spend now, kept up to date as this run pays.
    const accountOf = (memberId: string): AccountRef => mainWallet(merchantCode, memberId);
    const available = new Map<string, bigint>();
    const balanceRows = await tx.query<{ owner_id: string; available: string }>(
      `SELECT owner_id::text, (balance - held)::text AS available FROM ledger_accounts
        WHERE merchant_code = $1 AND kind = 'member_main' AND ref = '' AND owner_id = ANY($2::bigint[])`,
      [merchantCode, [...new Set(bills.flatMap((b) => (b.contract.offered_by ? [b.contract.agent_id, b.contract.offered_by] : [b.contract.agent_id])))]],
    );
    for (const row of balanceRows) available.set(row.owner_id, BigInt(row.available));
    const readAvailable = async (memberId: string) => {
      const [row] = await tx.query<{ available: string }>(
        "SELECT (balance - held)::text AS available FROM ledger_accounts WHERE merchant_code = $1 AND kind = 'member_main' AND ref = '' AND owner_id = $2",
        [merchantCode, memberId],
      );
      return BigInt(row?.available ?? 0);
    };

    for (const bill of bills) {
      const payer = bill.contract.offered_by;
      const payerBill = payer ? billOf.get(`${payer}:${bill.contract.game_type}`) : undefined;
      if (payerBill) payerBill.downlineBilled += bill.amount;
      if (bill.amount === 0n) continue;
      const transfer = (amount: bigint) =>
        ledger.transfer(
          {
            key: billPaymentKey(kind, bill.contract.game_type, bill.contract.agent_id, period.start),
            kind: 'commission',
            debit: payer ? accountOf(payer) : commission,
            credit: accountOf(bill.contract.agent_id),
            amount,
            details: { contractKind: kind, billId: bill.id, periodStart: period.start.toISOString(), gameType: bill.contract.game_type },
          },
          tx,
        );
      let pay = payer ? minBig(bill.amount, available.get(payer) ?? 0n) : bill.amount;
      while (pay > 0n) {
        try {
          outcomes.push(await transfer(pay));
          break;
        } catch (error) {
          // Someone spent from the payer's wallet since it was read: read it again, pay what is there.
          if (!(error instanceof LedgerError) || error.reason !== 'insufficient' || !payer) throw error;
          available.set(payer, error.detail.available ?? (await readAvailable(payer)));
          pay = minBig(bill.amount, available.get(payer)!);
        }
      }
      if (pay > 0n) {
        bill.paid = pay;
        if (payer) available.set(payer, available.get(payer)! - pay);
        available.set(bill.contract.agent_id, (available.get(bill.contract.agent_id) ?? 0n) + pay);
        if (payerBill) payerBill.downlinePaid += pay;
      }
    }

    await insertBills(tx, merchantCode, kind, period, bills);
    const billed = bills.reduce((sum, b) => sum + b.amount, 0n);
    const paid = bills.reduce((sum, b) => sum + b.paid, 0n);
    await tx.query(
      'UPDATE agent_settlements SET bills = $4, billed = $5, paid = $6 WHERE merchant_code = $1 AND kind = $2 AND period_start = $3::timestamptz',
      [merchantCode, kind, period.start, bills.length, billed.toString(), paid.toString()],
    );
    return { ...base, settled: true, bills: bills.length, billed: billed.toString(), paid: paid.toString() };
  });
  for (const outcome of outcomes) ledger.announceAfterCommit(merchantCode, outcome);
  return result;
}

const minBig = (a: bigint, b: bigint) => (a < b ? a : b);
const compareIds = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const maxBig = (a: bigint, b: bigint) => (a > b ? a : b);

async function insertBills(tx: Queryable, merchantCode: string, kind: ContractKind, period: Period, bills: WorkBill[]): Promise<void> {
  const column = <T>(pick: (b: WorkBill) => T) => bills.map(pick);
  await tx.query(
    `INSERT INTO agent_bills (id, merchant_code, agent_id, payer_id, contract_id, kind, game_type, period_start, period_end,
                              team_turnover, team_net_loss, active_members, carried_in, carry_out, tier_index, rate_type, rate,
                              amount, paid, status, downline_billed, downline_paid, paid_from_balance)
     OVERRIDING SYSTEM VALUE
     SELECT b.id, $1, b.agent_id, b.payer_id, b.contract_id, $2, b.game_type, $3::timestamptz, $4::timestamptz,
            b.turnover, b.net_loss, b.active, b.carried_in, b.carry_out, b.tier_index, b.rate_type, b.rate,
            b.amount, b.paid, b.status, b.downline_billed, b.downline_paid, b.paid_from_balance
       FROM unnest($5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[], $9::text[], $10::bigint[], $11::bigint[], $12::int[],
                   $13::bigint[], $14::bigint[], $15::int[], $16::text[], $17::text[], $18::bigint[], $19::bigint[], $20::text[],
                   $21::bigint[], $22::bigint[], $23::bigint[])
         AS b(id, agent_id, payer_id, contract_id, game_type, turnover, net_loss, active, carried_in, carry_out, tier_index, rate_type, rate,
              amount, paid, status, downline_billed, downline_paid, paid_from_balance)`,
    [
      merchantCode, kind, period.start, period.end,
      column((b) => b.id), column((b) => b.contract.agent_id), column((b) => b.contract.offered_by), column((b) => b.contract.id),
      column((b) => b.contract.game_type), column((b) => b.turnover.toString()), column((b) => b.netLoss.toString()), column((b) => b.activeMembers),
      column((b) => b.carriedIn.toString()), column((b) => b.carryOut.toString()), column((b) => b.tierIndex), column((b) => b.rateType), column((b) => b.rate),
      column((b) => b.amount.toString()), column((b) => b.paid.toString()), column((b) => billStatus(b.tierIndex !== null, b.amount, b.paid)),
      column((b) => b.downlineBilled.toString()), column((b) => b.downlinePaid.toString()), column((b) => maxBig(0n, b.downlinePaid - b.paid).toString()),
    ],
  );
}

/** Settles every period of the kind that ends by `to`, from the one containing `from` (oldest first). */
export async function settlePeriods(
  db: Db, ledger: Ledger, merchantCode: string, kind: ContractKind, from: Date, to: Date, settledBy = 'seed',
): Promise<SettleOutcome[]> {
  const settings = await readAgentSettings(db, merchantCode);
  if (!settings.kinds[kind]) return [];
  const timeZone = await brandTimeZone(db, merchantCode);
  const outcomes: SettleOutcome[] = [];
  for (const period of periodsBetween(from, to, settlementPeriodOf(kind, settings), timeZone)) {
    outcomes.push(await settlePeriod(db, ledger, { merchantCode, kind, period, settledBy }));
  }
  return outcomes;
}

/** How many past periods a scheduled run looks back over for ones not settled yet (a server that was down). */
export const CATCH_UP_PERIODS: Record<ContractKind, number> = { realtime: 12, hourly: 24, daily: 7, dividend: 2 };

/**
 * The scheduled run at `at`: the period that just ended and any of the few before it that were
 * never settled (all instances down at the time). Settled ones are skipped by the gate.
 */
export async function settleDue(db: Db, ledger: Ledger, merchantCode: string, kind: ContractKind, at: Date): Promise<SettleOutcome[]> {
  const settings = await readAgentSettings(db, merchantCode);
  if (!settings.kinds[kind]) return [];
  const timeZone = await brandTimeZone(db, merchantCode);
  const periodKind = settlementPeriodOf(kind, settings);
  const last = periodBefore(at, periodKind, timeZone);
  let first = last;
  for (let i = 1; i < CATCH_UP_PERIODS[kind]; i += 1) first = periodBefore(first.start, periodKind, timeZone);
  const settled = await db.query<{ period_start: Date }>(
    'SELECT period_start FROM agent_settlements WHERE merchant_code = $1 AND kind = $2 AND period_start >= $3::timestamptz AND period_start <= $4::timestamptz',
    [merchantCode, kind, first.start, last.start],
  );
  const done = new Set(settled.map((r) => new Date(r.period_start).getTime()));
  const outcomes: SettleOutcome[] = [];
  for (const period of periodsBetween(first.start, last.end, periodKind, timeZone)) {
    if (!done.has(period.start.getTime())) outcomes.push(await settlePeriod(db, ledger, { merchantCode, kind, period, settledBy: 'job' }));
  }
  return outcomes;
}
