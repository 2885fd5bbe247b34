import fc from 'fast-check';
import { testAppForFile } from '../../../../test/test-app';
import { memberWithSession } from '../../../../test/members';
import { auditLedger } from '../../../wallet/tests/ledger-audit';
import { mainWallet, platformAccount } from '../../../wallet';
import { bonusCashOutGuard, forfeitByMember } from '../bonus-actions';
import { expireGrants } from '../bonus-expiry';
import { issueGrant } from '../grants';
import { cashBet, deposit, grantMoney, grantStatuses, kindTotal } from './wagering-kit';

/**
 * Wagering against a model written from docs/adr/0016 §2 alone, for cash-only bets: random
 * deposits, grants (categories, maxCountedStake, maxConvert, expiry), settled and rolled-back bets,
 * the clock moving, the expiry job, withdrawals with and without giving the bonus up, and the member
 * forfeiting. After every step the database must agree with the model: each grant's status,
 * wagered and money, the main wallet, and the conversion and forfeit totals; the ledger's own audit
 * (sums zero, no member account below zero) holds throughout.
 */
const MERCHANT = 'khela';
const HOUR = 3600_000;

type Status = 'queued' | 'active' | 'converted' | 'forfeited' | 'expired' | 'exhausted';
interface ModelGrant {
  id: string;
  requirement: bigint;
  wagered: bigint;
  categories: string[];
  maxCounted: bigint | null;
  maxConvert: bigint | null;
  expiryDays: number;
  status: Status;
  activatedAt: number | null;
  expiresAt: number | null;
  money: bigint;
}
interface FeedBet {
  gameType: string;
  stake: bigint;
  payout: bigint;
  at: number;
}
interface Model {
  main: bigint;
  grants: ModelGrant[];
  feed: FeedBet[];
  converted: bigint;
  forfeited: bigint;
}

const clone = (model: Model): Model => ({ ...model, grants: model.grants.map((grant) => ({ ...grant })), feed: [...model.feed] });
const open = (grant: ModelGrant) => grant.status === 'queued' || grant.status === 'active';

function activateNext(model: Model, now: number): void {
  if (model.grants.some((grant) => grant.status === 'active')) return;
  const next = model.grants.find((grant) => grant.status === 'queued');
  if (next) Object.assign(next, { status: 'active', activatedAt: now, expiresAt: now + next.expiryDays * 24 * HOUR });
}

function close(model: Model, grant: ModelGrant, status: Status, now: number, next = true): void {
  if (status === 'converted') {
    const paid = grant.maxConvert !== null && grant.maxConvert < grant.money ? grant.maxConvert : grant.money;
    model.main += paid;
    model.converted += paid;
    model.forfeited += grant.money - paid;
  } else {
    model.forfeited += grant.money;
  }
  grant.money = 0n;
  const wasActive = grant.status === 'active';
  grant.status = status;
  if (next && wasActive) activateNext(model, now);
}

/** §2 "What counts": settled, payout ≠ stake, its category, placed after activation, settled before expiry, capped. */
function drain(model: Model, now: number): void {
  for (const bet of model.feed) {
    const grant = model.grants.find((candidate) => candidate.status === 'active');
    if (!grant || bet.payout === bet.stake) continue;
    if (grant.categories.length > 0 && !grant.categories.includes(bet.gameType)) continue;
    if (bet.at < grant.activatedAt! || bet.at >= grant.expiresAt!) continue;
    grant.wagered += grant.maxCounted !== null && grant.maxCounted < bet.stake ? grant.maxCounted : bet.stake;
    if (grant.wagered >= grant.requirement) close(model, grant, 'converted', now);
  }
  model.feed = [];
}

type Step =
  | { kind: 'deposit'; amount: number }
  | { kind: 'grant'; amount: number; multiple: number; categories: string[]; maxCounted: number | null; maxConvert: number | null; days: number }
  | { kind: 'bet'; gameType: string; stake: number; payout: number; rolledBack: boolean }
  | { kind: 'tick'; hours: number }
  | { kind: 'expire' }
  | { kind: 'withdraw'; amount: number; forfeit: boolean }
  | { kind: 'forfeit'; grant: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 50_000 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('grant' as const),
      amount: fc.integer({ min: 1, max: 6_000 }),
      multiple: fc.oneof(fc.integer({ min: 100, max: 500 }), fc.integer({ min: 500, max: 3_000 })),
      categories: fc.subarray(['RNG', 'LIVE']),
      maxCounted: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
      maxConvert: fc.option(fc.integer({ min: 1, max: 15_000 }), { nil: null }),
      days: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      gameType: fc.constantFrom('RNG', 'LIVE', 'SPORTS'),
      stake: fc.integer({ min: 1, max: 12_000 }),
      payout: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 40_000 }), fc.constant(-1)), // -1: a push
      rolledBack: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('tick' as const), hours: fc.integer({ min: 1, max: 36 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'expire' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 60_000 }), forfeit: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('forfeit' as const), grant: fc.nat(6) }) },
);

describe('wagering against its model (cash-only bets)', () => {
  const t = testAppForFile();

  test('statuses, money on each grant, the main wallet and the conversion and forfeit totals agree after every step', async () => {
    const guard = () => bonusCashOutGuard(t.app.rewards, t.app.ledger);
    // What the runs went through, so a generator that never reaches a case fails rather than passes.
    const seen = { converted: 0, expired: 0, forfeited: 0, held: 0, refused: 0 };
    await fc.assert(
      // Every run opens with money to bet, so that requirements can be met within a run.
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 28 }).map((steps): Step[] => [{ kind: 'deposit', amount: 80_000 }, ...steps]), async (steps) => {
        const member = await memberWithSession(t.db, { prefix: 'wm' });
        let now = Date.now();
        let model: Model = { main: 0n, grants: [], feed: [], converted: 0n, forfeited: 0n };
        let sourceRef = 0;
        for (const s of steps) {
          const at = new Date(now);
          switch (s.kind) {
            case 'deposit':
              await deposit(t.app.ledger, MERCHANT, member.id, BigInt(s.amount));
              model.main += BigInt(s.amount);
              break;
            case 'grant': {
              const queued = model.grants.filter((grant) => grant.status === 'queued').length;
              const hasOpen = model.grants.some(open);
              const request = {
                merchantCode: MERCHANT, memberId: member.id, source: 'operator' as const, sourceRef: `wm-${member.id}-${(sourceRef += 1)}`, titleEn: 'Bonus', titleBn: 'বোনাস', amount: BigInt(s.amount),
                wagering: { multipleX100: s.multiple, categories: s.categories, expiryDays: s.days, maxCountedStake: s.maxCounted === null ? null : BigInt(s.maxCounted), maxConvert: s.maxConvert === null ? null : BigInt(s.maxConvert) },
              };
              if (hasOpen && queued >= 3) {
                await expect(t.db.transaction((tx) => issueGrant(tx, t.app.ledger, request, at))).rejects.toMatchObject({ errorCode: 'bonus.queue.full' });
                break;
              }
              const grant = await t.db.transaction((tx) => issueGrant(tx, t.app.ledger, request, at));
              const active = !model.grants.some((candidate) => candidate.status === 'active');
              model.grants.push({
                id: grant.id, requirement: (BigInt(s.multiple) * BigInt(s.amount) + 99n) / 100n, wagered: 0n, categories: s.categories,
                maxCounted: request.wagering.maxCountedStake, maxConvert: request.wagering.maxConvert, expiryDays: s.days,
                status: active ? 'active' : 'queued', activatedAt: active ? now : null, expiresAt: active ? now + s.days * 24 * HOUR : null, money: BigInt(s.amount),
              });
              break;
            }
            case 'bet': {
              const payout = BigInt(s.payout === -1 ? s.stake : s.payout);
              const placed = await cashBet(t.db, t.app.ledger, MERCHANT, member.id, { gameType: s.gameType, stake: BigInt(s.stake), payout, rolledBack: s.rolledBack, placedAt: at });
              expect(placed).toBe(model.main >= BigInt(s.stake));
              if (placed && !s.rolledBack) {
                model.main += payout - BigInt(s.stake);
                model.feed.push({ gameType: s.gameType, stake: BigInt(s.stake), payout, at: now });
              }
              // Half the time the worker catches up now (the rest waits for a drain by an action).
              if (s.stake % 2 === 0) {
                await t.db.transaction((tx) => t.app.rewards.drainMember(tx, MERCHANT, member.id, at));
                drain(model, now);
              }
              break;
            }
            case 'tick':
              now += s.hours * HOUR;
              break;
            case 'expire': {
              await expireGrants(t.db, t.app.rewards, t.app.ledger, at, () => undefined);
              const due = model.grants.find((grant) => grant.status === 'active' && grant.expiresAt! <= now);
              if (due) {
                drain(model, now);
                // A bet that met the requirement in time converted it; what is still active and due expires.
                for (let grant = model.grants.find((g) => g.status === 'active' && g.expiresAt! <= now); grant; grant = model.grants.find((g) => g.status === 'active' && g.expiresAt! <= now)) {
                  close(model, grant, 'expired', now);
                }
              }
              break;
            }
            case 'withdraw': {
              const after = clone(model);
              drain(after, now);
              const openGrants = after.grants.filter(open);
              const refusedForBonus = openGrants.length > 0 && !s.forfeit;
              if (!refusedForBonus) for (const grant of openGrants) close(after, grant, 'forfeited', now, false);
              const refusedForFunds = !refusedForBonus && after.main < BigInt(s.amount);
              const outcome = t.db
                .transaction(async (tx) => {
                  await guard().beforeCashOut(tx, { merchantCode: MERCHANT, memberId: member.id, reference: `withdrawal:T${now}`, forfeitBonus: s.forfeit, language: 'en', now: at });
                  await t.app.ledger.transfer({ key: `withdrawal:T${now}-${Math.random()}`, kind: 'withdrawal', debit: mainWallet(MERCHANT, member.id), credit: platformAccount(MERCHANT, 'payout', 'TEST'), amount: BigInt(s.amount), pending: true }, tx);
                })
                .then(() => 'held', (error: { errorCode?: string; reason?: string }) => error.errorCode ?? error.reason ?? String(error));
              const expected = refusedForBonus ? 'withdrawal.bonus.open' : refusedForFunds ? 'insufficient' : 'held';
              expect(await outcome).toBe(expected);
              seen[expected === 'held' ? 'held' : 'refused'] += 1;
              if (expected === 'held') {
                after.main -= BigInt(s.amount);
                model = after;
              }
              break;
            }
            case 'forfeit': {
              const target = model.grants[s.grant];
              if (!target) break;
              const after = clone(model);
              drain(after, now);
              const grant = after.grants[s.grant]!;
              const outcome = await forfeitByMember(t.db, t.app.rewards, t.app.ledger, MERCHANT, member.id, target.id, at).then(() => 'forfeited', (error: { errorCode?: string }) => error.errorCode);
              expect(outcome).toBe(open(grant) ? 'forfeited' : 'bonus.notOpen');
              if (open(grant)) {
                close(after, grant, 'forfeited', now);
                model = after;
              }
              break;
            }
          }
          // The database agrees with the model after every step.
          const statuses = await grantStatuses(t.db, member.id);
          expect(statuses.map((row) => [row.id, row.status])).toEqual(model.grants.map((grant) => [grant.id, grant.status]));
          expect(statuses.map((row) => row.wagered)).toEqual(model.grants.map((grant) => grant.wagered));
          for (const grant of model.grants) expect([grant.id, await grantMoney(t.app.ledger, MERCHANT, member.id, grant.id)]).toEqual([grant.id, grant.money]);
          expect(await t.app.ledger.available(mainWallet(MERCHANT, member.id))).toBe(model.main);
        }
        for (const grant of model.grants) if (grant.status === 'converted' || grant.status === 'expired' || grant.status === 'forfeited') seen[grant.status] += 1;
        expect(await kindTotal(t.db, member.id, 'bonus_convert')).toBe(model.converted);
        expect(await kindTotal(t.db, member.id, 'bonus_forfeit')).toBe(model.forfeited);
        expect(await auditLedger(t.db, MERCHANT)).toEqual([]);
      }),
      // A fixed seed by default: the check below (every ending reached) then cannot fail by chance
      // in CI; PROPERTY_SEED explores others.
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 100), seed: Number(process.env.PROPERTY_SEED ?? 20_261_127) },
    );
    expect(Object.entries(seen).filter(([, count]) => count === 0)).toEqual([]);
  }, 600_000);
});
