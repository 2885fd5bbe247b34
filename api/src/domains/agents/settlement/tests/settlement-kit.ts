import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../../platform/db/db';
import { json } from '../../../../platform/db/db';
import { type Ledger, mainWallet, platformAccount } from '../../../wallet';
import type { AgentSettings } from '../../agent-settings';
import type { CarryPolicy, ContractKind, ContractPeriod, ContractTier } from '../../contract-model';

/**
 * Worlds for the settlement's tests and bench: a brand of its own (a copy of khela under a new
 * code), members placed in a tree, contracts written as the offer flow would leave them (in force
 * from a period's start), settled bets, opening balances.
 */
export async function newBrand(db: Queryable, settings: Partial<AgentSettings> = {}): Promise<string> {
  const code = `s${randomBytes(4).toString('hex')}`;
  await db.query(
    `INSERT INTO merchants SELECT (jsonb_populate_record(NULL::merchants,
        to_jsonb(m) || jsonb_build_object('code', $1::text, 'main_domain', $1::text || '.test', 'agent_settings', $2::jsonb))).*
       FROM merchants m WHERE m.code = 'khela'`,
    [code, json(settings)],
  );
  return code;
}

/** Members in the order given; parent is an index into the earlier ones (null: no upline). Returns their ids. */
export async function placeMembers(db: Queryable, merchantCode: string, nodes: ReadonlyArray<{ parent: number | null; agent: boolean }>): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, node] of nodes.entries()) {
    const account = `${node.agent ? 'a' : 'm'}${index}x${randomBytes(3).toString('hex')}`;
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO members (merchant_code, account, nickname, type, password_hash, affiliate_code, upline_id)
       VALUES ($1, $2, $2, $3, 'scrypt$not-a-hash', $2, $4) RETURNING id::text`,
      [merchantCode, account, node.agent ? 1 : 0, node.parent === null ? null : ids[node.parent]!],
    );
    ids.push(row!.id);
  }
  return ids;
}

/** Many members at once (the bench): parents are ids already placed or null. */
export async function placeMembersBulk(db: Queryable, merchantCode: string, parents: ReadonlyArray<string | null>, agent: boolean): Promise<string[]> {
  const tag = randomBytes(3).toString('hex');
  const rows = await db.query<{ id: string }>(
    `INSERT INTO members (merchant_code, account, nickname, type, password_hash, affiliate_code, upline_id)
     SELECT $1, $2 || p.ord, $2 || p.ord, $3, 'scrypt$not-a-hash', $2 || p.ord, p.parent
       FROM unnest($4::bigint[]) WITH ORDINALITY AS p(parent, ord) ORDER BY p.ord RETURNING id::text`,
    [merchantCode, `${agent ? 'a' : 'm'}${tag}x`, agent ? 1 : 0, parents],
  );
  return rows.map((r) => r.id);
}

export interface TestContract {
  agentId: string;
  offeredBy: string | null;
  kind: ContractKind;
  gameType?: string;
  period?: ContractPeriod;
  carryPolicy?: CarryPolicy;
  tiers: ContractTier[];
  effectiveFrom: Date;
  endedAt?: Date | null;
}

export async function writeContracts(db: Queryable, merchantCode: string, contracts: readonly TestContract[]): Promise<void> {
  if (contracts.length === 0) return;
  await db.query(
    `INSERT INTO agent_contracts (merchant_code, agent_id, offered_by, kind, game_type, period, carry_policy, tiers, status, decided_at, effective_from, ended_at)
     SELECT $1, c.agent_id, c.offered_by, c.kind, c.game_type, c.period, c.carry_policy, c.tiers,
            CASE WHEN c.ended_at IS NULL THEN 'in_force' ELSE 'superseded' END, c.effective_from, c.effective_from, c.ended_at
       FROM unnest($2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::jsonb[], $9::timestamptz[], $10::timestamptz[])
         AS c(agent_id, offered_by, kind, game_type, period, carry_policy, tiers, effective_from, ended_at)`,
    [
      merchantCode,
      contracts.map((c) => c.agentId),
      contracts.map((c) => c.offeredBy),
      contracts.map((c) => c.kind),
      contracts.map((c) => c.gameType ?? 'CONS'),
      contracts.map((c) => c.period ?? (c.kind === 'dividend' ? 'daily' : c.kind)),
      contracts.map((c) => c.carryPolicy ?? 'none'),
      contracts.map((c) => json(c.tiers)),
      contracts.map((c) => c.effectiveFrom),
      contracts.map((c) => c.endedAt ?? null),
    ],
  );
}

export interface TestBet {
  memberId: string;
  gameType: string;
  stake: bigint;
  payout: bigint;
  settledAt: Date;
  status?: 'settled' | 'rolled_back' | 'open';
}

/** Bets as the vendor wallet leaves them (settled, rolled back or open), straight into the table. */
export async function writeBets(db: Queryable, merchantCode: string, bets: readonly TestBet[]): Promise<void> {
  for (let from = 0; from < bets.length; from += 5_000) {
    const chunk = bets.slice(from, from + 5_000);
    await db.query(
      `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, placed_at, settled_at)
       SELECT 'HOUSE', $2 || b.ord, $1, b.member_id, 'r' || b.ord, 'test-game', b.game_type, b.stake,
              CASE WHEN b.status = 'open' THEN NULL ELSE b.payout END, b.status, b.settled_at - interval '1 minute',
              CASE WHEN b.status = 'open' THEN NULL ELSE b.settled_at END
         FROM unnest($3::bigint[], $4::text[], $5::bigint[], $6::bigint[], $7::timestamptz[], $8::text[]) WITH ORDINALITY
           AS b(member_id, game_type, stake, payout, settled_at, status, ord)`,
      [
        merchantCode,
        `t${randomBytes(5).toString('hex')}-`,
        chunk.map((b) => b.memberId),
        chunk.map((b) => b.gameType),
        chunk.map((b) => b.stake.toString()),
        chunk.map((b) => b.payout.toString()),
        chunk.map((b) => b.settledAt),
        chunk.map((b) => b.status ?? 'settled'),
      ],
    );
  }
}

/** Opening balances: an operator's credit from the brand's adjustment account. */
export async function fund(ledger: Ledger, merchantCode: string, memberId: string, amount: bigint): Promise<void> {
  if (amount <= 0n) return;
  await ledger.transfer({
    key: `test-fund:${memberId}:${randomBytes(4).toString('hex')}`,
    kind: 'adjustment',
    debit: platformAccount(merchantCode, 'adjustment'),
    credit: mainWallet(merchantCode, memberId),
    amount,
  });
}

export interface BillRow {
  agentId: string;
  payerId: string | null;
  gameType: string;
  periodStart: string;
  turnover: string;
  netLoss: string;
  activeMembers: number;
  carriedIn: string;
  carryOut: string;
  tierIndex: number | null;
  amount: string;
  paid: string;
  status: string;
  downlineBilled: string;
  downlinePaid: string;
}

export async function readBills(db: Queryable, merchantCode: string, kind: ContractKind): Promise<BillRow[]> {
  return db.query<BillRow>(
    `SELECT agent_id::text AS "agentId", payer_id::text AS "payerId", game_type AS "gameType", period_start AS "periodStart",
            team_turnover::text AS turnover, team_net_loss::text AS "netLoss", active_members AS "activeMembers",
            carried_in::text AS "carriedIn", carry_out::text AS "carryOut", tier_index AS "tierIndex", amount::text, paid::text, status,
            downline_billed::text AS "downlineBilled", downline_paid::text AS "downlinePaid"
       FROM agent_bills WHERE merchant_code = $1 AND kind = $2 ORDER BY period_start, agent_id, game_type`,
    [merchantCode, kind],
  ).then((rows) => rows.map((r) => ({ ...r, periodStart: new Date(r.periodStart).toISOString() })));
}

/** Main balances of members (0 for one never credited). */
export async function balances(db: Queryable, merchantCode: string, memberIds: readonly string[]): Promise<Map<string, bigint>> {
  const rows = await db.query<{ owner_id: string; balance: string }>(
    "SELECT owner_id::text, balance::text FROM ledger_accounts WHERE merchant_code = $1 AND kind = 'member_main' AND owner_id = ANY($2::bigint[])",
    [merchantCode, memberIds],
  );
  const map = new Map(memberIds.map((id) => [id, 0n]));
  for (const row of rows) map.set(row.owner_id, BigInt(row.balance));
  return map;
}

/** Commission transfers of a brand: count and sum. */
export async function commissionTotals(db: Queryable, merchantCode: string): Promise<{ count: number; sum: bigint }> {
  const [row] = await db.query<{ n: number; sum: string }>(
    "SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS sum FROM ledger_transfers WHERE merchant_code = $1 AND kind = 'commission'",
    [merchantCode],
  );
  return { count: row!.n, sum: BigInt(row!.sum) };
}
