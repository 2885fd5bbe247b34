import type { Db, Queryable } from '../../../platform/db/db';
import { json } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { type OperatorActor, recordOperatorAction } from '../../../platform/ops/operator-actor';
import { AGENT_TYPES } from '../../identity';
import { writeMemberMessage } from '../../inbox';
import { type AgentSettings, readAgentSettings } from '../agent-settings';
import { CONTRACT_KINDS, type ContractKind, type ContractPeriod, type ContractTier, KIND_PERIOD } from '../contract-model';
import { checkTiers, fitsUnder, type Refusal } from './chain-rule';
import { nextPeriodStart } from './contract-periods';
import { type Contract, currentContract, isConcurrentChange, selectContracts } from './contract-repo';

/**
 * The offer chain (docs/agents.md, "Contracts"): an agent offers its direct downline a contract no
 * higher than its own; the downline accepts (in force from the next period start in the brand's
 * time zone, replacing its contract) or rejects; contracts of its own downlines that no longer fit
 * under the new one are cancelled at the same instant, and so is everything of that kind below them.
 * Every change of one agent's contracts holds that agent's members row (FOR NO KEY UPDATE), so two offers
 * or accepts at once run one after the other; the unique indexes are the last guard (409).
 */

export interface Brand {
  code: string;
  timeZone: string;
}

export interface OfferRequest {
  downlineId: string;
  kind: ContractKind;
  gameType?: string;
  tiers: ContractTier[];
}

export interface Decision {
  contract: Contract;
  cancelled: Contract[];
  superseded: Contract | null;
}

export interface PendingOffer extends Contract {
  downlineHigherRate: 'Y' | 'N';
  cancelsDownlines: string[];
  effectiveFromIfAccepted: Date;
}

const refuse = (refusal: Refusal): never => {
  throw new ApiError(400, refusal.key, { tier: refusal.tier });
};

function periodOf(kind: ContractKind, settings: AgentSettings): { period: ContractPeriod; carryPolicy: string } {
  if (kind === 'dividend') return { period: settings.dividend.period, carryPolicy: settings.dividend.carryPolicy };
  return { period: KIND_PERIOD[kind], carryPolicy: 'none' };
}

interface MemberRow {
  id: string;
  account: string;
  type: number;
  upline_id: string | null;
}

async function lockMember(tx: Queryable, merchantCode: string, memberId: string): Promise<MemberRow | null> {
  const rows = await tx.query<MemberRow>(
    'SELECT id::text AS id, account, type, upline_id::text AS upline_id FROM members WHERE id = $1 AND merchant_code = $2 FOR NO KEY UPDATE',
    [memberId, merchantCode],
  );
  return rows[0] ?? null;
}

/** Throws 403 contracts.not.agent unless the member is an agent (types 1, 2, 41, 42). */
export function assertAgentType(type: number): void {
  if (!AGENT_TYPES.includes(type)) throw new ApiError(403, 'contracts.not.agent');
}

const concurrent = (error: unknown): never => {
  if (isConcurrentChange(error)) throw new ApiError(409, 'contracts.concurrent');
  throw error;
};

/* ---------- reading ---------- */

/** Contracts of a direct downline's that would not fit under `tiers` (its in-force or offered ones). */
async function nonFittingDownlineContracts(db: Queryable, agentId: string, kind: ContractKind, gameType: string, tiers: readonly ContractTier[]): Promise<Contract[]> {
  const below = await selectContracts(
    db,
    `m.upline_id = $1 AND c.kind = $2 AND c.game_type = $3 AND (c.status = 'offered' OR (c.status = 'in_force' AND c.ended_at IS NULL))`,
    [agentId, kind, gameType],
  );
  return below.filter((c) => fitsUnder(c.tiers, tiers) !== null);
}

async function withHigherRate(db: Queryable, brand: Brand, offer: Contract, now: Date): Promise<PendingOffer> {
  const cancels = await nonFittingDownlineContracts(db, offer.agentId, offer.kind, offer.gameType, offer.tiers);
  const accounts = [...new Set(cancels.map((c) => c.account))].sort();
  return { ...offer, downlineHigherRate: accounts.length > 0 ? 'Y' : 'N', cancelsDownlines: accounts, effectiveFromIfAccepted: nextPeriodStart(offer.period, now, brand.timeZone) };
}

/** The offers waiting for this member's answer, with what accepting each would cancel. */
export async function pendingOffers(db: Queryable, brand: Brand, memberId: string, now: Date): Promise<PendingOffer[]> {
  const offers = await selectContracts(db, `c.agent_id = $1 AND c.merchant_code = $2 AND c.status = 'offered'`, [memberId, brand.code]);
  return Promise.all(offers.map((o) => withHigherRate(db, brand, o, now)));
}

export interface OwnContractsView {
  kind: ContractKind;
  offered: boolean;
  current: Contract[];
  pending: PendingOffer[];
  history: Contract[];
}

/** The agent's own contracts per kind: current (open-ended in force), pending offers, and the rest (newest first, 100 at most). */
export async function ownContracts(db: Queryable, brand: Brand, agentId: string, kind: ContractKind | undefined, now: Date): Promise<OwnContractsView[]> {
  const settings = await readAgentSettings(db as Db, brand.code);
  const all = await selectContracts(db, `c.agent_id = $1 AND c.merchant_code = $2 ${kind ? 'AND c.kind = $3' : ''}`, kind ? [agentId, brand.code, kind] : [agentId, brand.code]);
  const kinds = kind ? [kind] : CONTRACT_KINDS;
  return Promise.all(
    kinds.map(async (k) => {
      const mine = all.filter((c) => c.kind === k);
      return {
        kind: k,
        offered: settings.kinds[k],
        current: mine.filter((c) => c.status === 'in_force' && c.endedAt === null),
        pending: await Promise.all(mine.filter((c) => c.status === 'offered').map((o) => withHigherRate(db, brand, o, now))),
        history: mine.filter((c) => c.status !== 'offered' && !(c.status === 'in_force' && c.endedAt === null)).slice(0, 100),
      };
    }),
  );
}

export interface DownlineView {
  memberId: string;
  account: string;
  nickname: string;
  type: number;
  current: Contract[];
  pending: Contract[];
}

/** The agent's direct downlines with their current contracts and pending offers (of a kind, or all). */
export async function downlineContracts(db: Queryable, brand: Brand, agentId: string, kind: ContractKind | undefined): Promise<DownlineView[]> {
  const members = await db.query<{ id: string; account: string; nickname: string; type: number }>(
    'SELECT id::text AS id, account, nickname, type FROM members WHERE upline_id = $1 AND merchant_code = $2 ORDER BY account LIMIT 1000',
    [agentId, brand.code],
  );
  const contracts = await selectContracts(
    db,
    `m.upline_id = $1 AND c.merchant_code = $2 AND (c.status = 'offered' OR (c.status = 'in_force' AND c.ended_at IS NULL)) ${kind ? 'AND c.kind = $3' : ''}`,
    kind ? [agentId, brand.code, kind] : [agentId, brand.code],
  );
  return members.map((m) => ({
    memberId: m.id,
    account: m.account,
    nickname: m.nickname,
    type: Number(m.type),
    current: contracts.filter((c) => c.agentId === m.id && c.status === 'in_force'),
    pending: contracts.filter((c) => c.agentId === m.id && c.status === 'offered'),
  }));
}

/* ---------- changing ---------- */

/**
 * Cancels, from `endAt`, the contracts of the agent's direct downlines that do not fit under its
 * new tiers (in force or offered), then every contract of that kind and game type in the whole team
 * of each downline whose in-force contract was cancelled (nothing above them pays any more).
 */
async function cancelBelow(tx: Queryable, agentId: string, kind: ContractKind, gameType: string, tiers: readonly ContractTier[], endAt: Date, now: Date): Promise<Contract[]> {
  // The direct downlines' rows, parent before child as every change takes them: their own accepts wait for this.
  await tx.query('SELECT id FROM members WHERE upline_id = $1 ORDER BY id FOR NO KEY UPDATE', [agentId]);
  const direct = await nonFittingDownlineContracts(tx, agentId, kind, gameType, tiers);
  if (direct.length === 0) return [];
  const ids = direct.map((c) => c.id);
  const losers = [...new Set(direct.filter((c) => c.status === 'in_force').map((c) => c.agentId))];
  const deeper = losers.length === 0 ? [] : await selectContracts(
    tx,
    `c.agent_id IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = ANY($1::bigint[]) AND depth > 0)
       AND c.kind = $2 AND c.game_type = $3 AND (c.status = 'offered' OR (c.status = 'in_force' AND c.ended_at IS NULL))`,
    [losers, kind, gameType],
  );
  const all = [...ids, ...deeper.map((c) => c.id)];
  await tx.query(
    `UPDATE agent_contracts SET status = 'cancelled', decided_at = COALESCE(decided_at, $2),
       ended_at = CASE WHEN status = 'in_force' THEN GREATEST($3::timestamptz, effective_from) ELSE NULL END
     WHERE id = ANY($1::bigint[]) AND (status = 'offered' OR (status = 'in_force' AND ended_at IS NULL))`,
    [all, now, endAt],
  );
  return selectContracts(tx, 'c.id = ANY($1::bigint[])', [all]);
}

/** Puts `tiers` in force for the agent from the next period: supersedes its current contract and cancels what no longer fits below. */
async function putInForce(
  tx: Queryable,
  brand: Brand,
  agentId: string,
  contract: { id: string | null; offeredBy: string | null; kind: ContractKind; gameType: string; period: ContractPeriod; carryPolicy: string; tiers: ContractTier[] },
  now: Date,
): Promise<Decision> {
  const from = nextPeriodStart(contract.period, now, brand.timeZone);
  const previous = await currentContract(tx, agentId, contract.kind, contract.gameType);
  if (previous) {
    await tx.query(`UPDATE agent_contracts SET status = 'superseded', ended_at = GREATEST($2::timestamptz, effective_from) WHERE id = $1 AND status = 'in_force' AND ended_at IS NULL`, [previous.id, from]);
  }
  let id = contract.id;
  if (id) {
    const updated = await tx.query(
      `UPDATE agent_contracts SET status = 'in_force', decided_at = $2, effective_from = $3, replaces_id = $4 WHERE id = $1 AND status = 'offered' RETURNING id`,
      [id, now, from, previous?.id ?? null],
    );
    if (updated.length === 0) throw new ApiError(409, 'contracts.offer.decided');
  } else {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO agent_contracts (merchant_code, agent_id, offered_by, kind, game_type, period, carry_policy, tiers, status, offered_at, decided_at, effective_from, replaces_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, 'in_force', $9, $9, $10, $11) RETURNING id::text AS id`,
      [brand.code, agentId, contract.offeredBy, contract.kind, contract.gameType, contract.period, contract.carryPolicy, json(contract.tiers), now, from, previous?.id ?? null],
    );
    id = row!.id;
  }
  const cancelled = await cancelBelow(tx, agentId, contract.kind, contract.gameType, contract.tiers, from, now);
  const [saved] = await selectContracts(tx, 'c.id = $1', [id]);
  const superseded = previous ? (await selectContracts(tx, 'c.id = $1', [previous.id]))[0]! : null;
  return { contract: saved!, cancelled, superseded };
}

/** An agent offers its direct downline a contract (an open offer of the same kind and game type is withdrawn: cancelled). */
export async function offerContract(db: Db, brand: Brand, offererId: string, request: OfferRequest, now: Date): Promise<Contract> {
  const gameType = request.gameType ?? 'CONS';
  const settings = await readAgentSettings(db, brand.code);
  if (!settings.kinds[request.kind]) throw new ApiError(400, 'contracts.kind.not.offered');
  const own = checkTiers(request.kind, request.tiers, settings.maxTiers);
  if (own) refuse(own);
  try {
    return await db.transaction(async (tx) => {
      const downline = await lockMember(tx, brand.code, request.downlineId);
      if (!downline || downline.upline_id !== offererId) throw new ApiError(404, 'contracts.downline.unknown');
      if (!AGENT_TYPES.includes(Number(downline.type))) throw new ApiError(400, 'contracts.downline.not.agent');
      const mine = await currentContract(tx, offererId, request.kind, gameType);
      if (!mine) throw new ApiError(400, 'contracts.offerer.no.contract');
      const above = fitsUnder(request.tiers, mine.tiers);
      if (above) refuse(above);
      await tx.query(
        `UPDATE agent_contracts SET status = 'cancelled', decided_at = $4 WHERE agent_id = $1 AND kind = $2 AND game_type = $3 AND status = 'offered'`,
        [downline.id, request.kind, gameType, now],
      );
      const { period, carryPolicy } = periodOf(request.kind, settings);
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO agent_contracts (merchant_code, agent_id, offered_by, kind, game_type, period, carry_policy, tiers, status, offered_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, 'offered', $9) RETURNING id::text AS id`,
        [brand.code, downline.id, offererId, request.kind, gameType, period, carryPolicy, json(request.tiers), now],
      );
      // The downline's inbox hears of the offer in the same transaction (one message per offer).
      const [upline] = await tx.query<{ account: string }>('SELECT account FROM members WHERE id = $1', [offererId]);
      await writeMemberMessage(tx, {
        merchantCode: brand.code,
        memberId: String(downline.id),
        template: 'contract.offered',
        params: { upline: upline?.account ?? '', kind: request.kind },
        eventKey: `contract:${row!.id}`,
      });
      return (await selectContracts(tx, 'c.id = $1', [row!.id]))[0]!;
    });
  } catch (error) {
    return concurrent(error);
  }
}

/** The offerer withdraws its open offer (status cancelled). */
export async function withdrawOffer(db: Db, brand: Brand, offererId: string, contractId: string, now: Date): Promise<Contract> {
  return db.transaction(async (tx) => {
    const [offer] = await selectContracts(tx, 'c.id = $1 AND c.merchant_code = $2 AND c.offered_by = $3', [contractId, brand.code, offererId]);
    if (!offer) throw new ApiError(404, 'contracts.offer.unknown');
    await lockMember(tx, brand.code, offer.agentId);
    const rows = await tx.query(`UPDATE agent_contracts SET status = 'cancelled', decided_at = $2 WHERE id = $1 AND status = 'offered' RETURNING id`, [contractId, now]);
    if (rows.length === 0) throw new ApiError(409, 'contracts.offer.decided');
    return (await selectContracts(tx, 'c.id = $1', [contractId]))[0]!;
  });
}

/**
 * The downline answers an offer of `kind`: R rejects it; A accepts it after checking it still fits
 * under the offerer's current contract; when accepting cancels contracts of the member's own
 * downlines, the member must have confirmed the higher_rate notice (409 contracts.higher.rate.confirm).
 */
export async function decideOffer(
  db: Db,
  brand: Brand,
  memberId: string,
  answer: { kind: ContractKind; contractId: string; status: 'A' | 'R'; confirmHigherRate?: boolean },
  now: Date,
): Promise<Decision> {
  try {
    return await db.transaction(async (tx) => {
      await lockMember(tx, brand.code, memberId);
      const [offer] = await selectContracts(tx, 'c.id = $1 AND c.agent_id = $2 AND c.merchant_code = $3 AND c.kind = $4', [answer.contractId, memberId, brand.code, answer.kind]);
      if (!offer) throw new ApiError(404, 'contracts.offer.unknown');
      if (offer.status !== 'offered') throw new ApiError(409, 'contracts.offer.decided');
      if (answer.status === 'R') {
        await tx.query(`UPDATE agent_contracts SET status = 'rejected', decided_at = $2 WHERE id = $1`, [offer.id, now]);
        return { contract: (await selectContracts(tx, 'c.id = $1', [offer.id]))[0]!, cancelled: [], superseded: null };
      }
      const settings = await readAgentSettings(tx as Db, brand.code);
      if (!settings.kinds[offer.kind]) throw new ApiError(409, 'contracts.kind.not.offered');
      if (offer.offeredBy) {
        const upline = await currentContract(tx, offer.offeredBy, offer.kind, offer.gameType);
        if (!upline || fitsUnder(offer.tiers, upline.tiers) !== null) throw new ApiError(409, 'contracts.offer.outdated');
      }
      const cancels = await nonFittingDownlineContracts(tx, memberId, offer.kind, offer.gameType, offer.tiers);
      if (cancels.length > 0 && answer.confirmHigherRate !== true) {
        throw new ApiError(409, 'contracts.higher.rate.confirm', { accounts: [...new Set(cancels.map((c) => c.account))].sort().join(', ') });
      }
      return putInForce(tx, brand, memberId, { ...offer, id: offer.id }, now);
    });
  } catch (error) {
    return concurrent(error);
  }
}

/* ---------- operators ---------- */

/** An operator sets a top agent's (no upline) contract: in force from the next period, recorded. */
export async function setTopContract(
  db: Db,
  actor: OperatorActor,
  brand: Brand,
  account: string,
  request: { kind: ContractKind; gameType?: string; tiers: ContractTier[] },
  now: Date,
): Promise<Decision> {
  const gameType = request.gameType ?? 'CONS';
  const settings = await readAgentSettings(db, brand.code);
  if (!settings.kinds[request.kind]) throw new ApiError(400, 'contracts.kind.not.offered');
  const own = checkTiers(request.kind, request.tiers, settings.maxTiers);
  if (own) refuse(own);
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx.query<{ id: string }>('SELECT id::text AS id FROM members WHERE merchant_code = $1 AND account = $2', [brand.code, account]);
      const agent = found ? await lockMember(tx, brand.code, found.id) : null;
      if (!agent) throw new ApiError(404, 'contracts.agent.unknown', { account: account.slice(0, 64) });
      if (!AGENT_TYPES.includes(Number(agent.type))) throw new ApiError(400, 'contracts.downline.not.agent');
      if (agent.upline_id !== null) throw new ApiError(400, 'contracts.top.has.upline');
      await tx.query(
        `UPDATE agent_contracts SET status = 'cancelled', decided_at = $4 WHERE agent_id = $1 AND kind = $2 AND game_type = $3 AND status = 'offered'`,
        [agent.id, request.kind, gameType, now],
      );
      const { period, carryPolicy } = periodOf(request.kind, settings);
      const decision = await putInForce(tx, brand, agent.id, { id: null, offeredBy: null, kind: request.kind, gameType, period, carryPolicy, tiers: request.tiers }, now);
      await recordOperatorAction(tx, actor, {
        action: 'agents.contract.top',
        merchantCode: brand.code,
        target: account,
        details: {
          contractId: decision.contract.id, kind: request.kind, gameType, tiers: request.tiers,
          effectiveFrom: decision.contract.effectiveFrom?.toISOString(),
          superseded: decision.superseded?.id ?? null, cancelled: decision.cancelled.map((c) => c.id),
        },
      });
      return decision;
    });
  } catch (error) {
    return concurrent(error);
  }
}

/** Contracts of a brand for operators, newest first. */
export async function listBrandContracts(db: Queryable, merchantCode: string, filter: { kind?: ContractKind; status?: string; account?: string; limit?: number }): Promise<Contract[]> {
  const where = ['c.merchant_code = $1'];
  const params: unknown[] = [merchantCode];
  if (filter.kind) where.push(`c.kind = $${params.push(filter.kind)}`);
  if (filter.status) where.push(`c.status = $${params.push(filter.status)}`);
  if (filter.account) where.push(`m.account = $${params.push(filter.account)}`);
  return selectContracts(db, where.join(' AND '), params, `LIMIT ${Math.min(filter.limit ?? 100, 500)}`);
}
