import fc from 'fast-check';
import { SYSTEM_OPERATOR } from '../../../../platform/ops/operator-actor';
import { ApiError } from '../../../../platform/errors';
import { memberWithSession } from '../../../../test/members';
import { testAppForFile } from '../../../../test/test-app';
import { mainWallet } from '../../../wallet';
import { writeRewardsSection } from '../../core/settings';
import { issueGrant } from '../../core/grants';
import { claimRebate } from '../rebate-claim';
import { replaceRebateRates } from '../rebate-rates';
import { firstDepositGrant, MERCHANT, settledBet } from './rebate-test-kit';

/**
 * The rebate arithmetic against a model of its own, written from docs/adr/0016 §9 alone: random
 * rate tables (category rows and vendor rows per level), minimum and daily cap; random sequences of
 * bets across game types and vendors (pushes among them), worker passes, level changes, a
 * first-deposit bonus starting and ending, claims and new brand days. Every claim must pay (or
 * refuse) what the model says, and at the end the main balance, the claims and what is still
 * claimable must agree.
 */
const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS'] as const;
const VENDORS = ['HOUSE', 'JILI', 'PG'] as const;
const LEVELS = [0, 1, 2] as const;

type Rates = Map<string, number>; // `${level}|${gameType}|${vendor or ''}` -> ppm

const rateRow = fc.record({ vipLevel: fc.constantFrom(...LEVELS), gameType: fc.constantFrom(...GAME_TYPES), vendorCode: fc.constantFrom('', ...VENDORS), ratePpm: fc.integer({ min: 0, max: 20_000 }) });
const world = fc.record({
  rates: fc.uniqueArray(rateRow, { selector: (rate) => `${rate.vipLevel}|${rate.gameType}|${rate.vendorCode}`, maxLength: 20 }),
  minClaim: fc.integer({ min: 0, max: 400 }),
  dailyCap: fc.integer({ min: 0, max: 3_000 }),
  actions: fc.array(
    fc.oneof(
      { weight: 6, arbitrary: fc.record({ kind: fc.constant('bet' as const), gameType: fc.constantFrom(...GAME_TYPES), vendor: fc.constantFrom(...VENDORS), stake: fc.integer({ min: 1, max: 300_000 }), push: fc.boolean() }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'drain' as const }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('level' as const), level: fc.constantFrom(...LEVELS) }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'bonusStart' as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'bonusEnd' as const }) },
      { weight: 3, arbitrary: fc.constant({ kind: 'claim' as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'nextDay' as const }) },
    ),
    { maxLength: 25 },
  ),
});

/** The model: valid bet per (game type, vendor) since the last paid claim, what was paid per day, the bonus. */
class RebateModel {
  readonly accrued = new Map<string, number>();
  readonly paidOn = new Map<number, number>();
  level = 0;
  day = 0;
  bonusActive = false;
  paid = 0;

  constructor(private readonly rates: Rates, private readonly minClaim: number, private readonly dailyCap: number) {}

  bet(gameType: string, vendor: string, stake: number, push: boolean): void {
    if (push || this.bonusActive) return; // a push is no valid bet; bets during a first-deposit bonus earn nothing
    const key = `${gameType}|${vendor}`;
    this.accrued.set(key, (this.accrued.get(key) ?? 0) + stake);
  }

  /** Lines: a vendor with its own rate at this level stands alone; the rest of its type share the type's rate (or none). */
  total(): number {
    const lines = new Map<string, { validBet: number; rate: number }>();
    for (const [key, validBet] of this.accrued) {
      if (validBet === 0) continue;
      const [gameType, vendor] = key.split('|') as [string, string];
      const own = this.rates.get(`${this.level}|${gameType}|${vendor}`);
      const lineKey = own !== undefined ? key : `${gameType}|`;
      const rate = own ?? this.rates.get(`${this.level}|${gameType}|`) ?? 0;
      const line = lines.get(lineKey) ?? { validBet: 0, rate };
      line.validBet += validBet;
      lines.set(lineKey, line);
    }
    let total = 0;
    for (const line of lines.values()) total += Math.floor((line.validBet * line.rate) / 1_000_000);
    return total;
  }

  /** A claim: the refusal's code, or what it pays (and the accrued valid bet is gone, cap or not). */
  claim(): { refused: string } | { paid: number; total: number } {
    const total = this.total();
    if (this.bonusActive) return { refused: 'rebate.blocked.bonus' };
    if (total < Math.max(this.minClaim, 1)) return { refused: 'rebate.belowMinimum' };
    const left = this.dailyCap - (this.paidOn.get(this.day) ?? 0);
    if (left <= 0) return { refused: 'rebate.cap.reached' };
    const pay = Math.min(total, left);
    this.paidOn.set(this.day, (this.paidOn.get(this.day) ?? 0) + pay);
    this.paid += pay;
    this.accrued.clear();
    return { paid: pay, total };
  }
}

describe('rebate arithmetic (property)', () => {
  const t = testAppForFile();

  it('pays what a model written from the rules pays, claim by claim', async () => {
    await fc.assert(
      fc.asyncProperty(world, async ({ rates, minClaim, dailyCap, actions }) => {
        await t.db.transaction((tx) => replaceRebateRates(tx, SYSTEM_OPERATOR, { merchant: MERCHANT, rates }));
        await writeRewardsSection(t.db, MERCHANT, 'rebate', { minClaim, multipleX100: 0, autoDaily: false, defaultDailyCap: dailyCap, expiryDays: 7 });
        const model = new RebateModel(new Map(rates.map((rate) => [`${rate.vipLevel}|${rate.gameType}|${rate.vendorCode}`, rate.ratePpm])), minClaim, dailyCap);
        const member = await memberWithSession(t.db, { prefix: 'rp' });
        let clock = Date.parse('2026-12-01T00:00:00Z');
        const tick = () => new Date((clock += 1_000));
        let grantId: string | null = null;
        let claims = 0;

        for (const action of actions) {
          switch (action.kind) {
            case 'bet':
              await settledBet(t.db, member.id, { gameType: action.gameType, vendor: action.vendor, stake: action.stake, payout: action.push ? action.stake : 0, settledAt: tick() });
              model.bet(action.gameType, action.vendor, action.stake, action.push);
              break;
            case 'drain':
              await t.app.rewards.drainAll();
              break;
            case 'level':
              await t.db.query('INSERT INTO reward_members (merchant_code, member_id, vip_level) VALUES ($1, $2, $3) ON CONFLICT (member_id) DO UPDATE SET vip_level = $3', [MERCHANT, member.id, action.level]);
              model.level = action.level;
              break;
            case 'bonusStart':
              if (model.bonusActive) break;
              grantId = (await t.db.transaction((tx) => issueGrant(tx, t.app.ledger, firstDepositGrant(member.id, `fd-${member.id}-${clock}`), tick()))).id;
              model.bonusActive = true;
              break;
            case 'bonusEnd':
              if (!model.bonusActive) break;
              await t.db.query("UPDATE bonus_grants SET status = 'converted', closed_at = $2 WHERE id = $1", [grantId, tick()]);
              model.bonusActive = false;
              break;
            case 'nextDay':
              model.day += 1;
              break;
            case 'claim': {
              const day = `2026-12-${String(model.day + 1).padStart(2, '0')}`;
              const expected = model.claim();
              const key = `rebate:${member.id}:p${(claims += 1)}`;
              const outcome = await t.db
                .transaction((tx) => claimRebate(tx, t.app.ledger, t.app.rewards, { merchantCode: MERCHANT, memberId: member.id, key, kind: 'manual', day, currencySymbol: '৳' }, tick()))
                .then((answer) => ('claim' in answer ? { paid: answer.claim.paid, total: answer.claim.total } : { refused: 'none' }))
                .catch((error: unknown) => {
                  if (error instanceof ApiError) return { refused: error.errorCode };
                  throw error;
                });
              expect(outcome).toEqual(expected);
              break;
            }
          }
        }

        expect(await t.app.ledger.available(mainWallet(MERCHANT, member.id))).toBe(BigInt(model.paid));
        const [sum] = await t.db.query<{ paid: string }>('SELECT COALESCE(sum(paid), 0)::text AS paid FROM rebate_claims WHERE member_id = $1', [member.id]);
        expect(Number(sum!.paid)).toBe(model.paid);
        // What is still accrued is what the model still holds (bets during the bonus and pushes never were).
        await t.app.rewards.drainAll();
        const [left] = await t.db.query<{ valid_bet: string }>('SELECT COALESCE(sum(valid_bet), 0)::text AS valid_bet FROM rebate_accruals WHERE member_id = $1', [member.id]);
        expect(Number(left!.valid_bet)).toBe([...model.accrued.values()].reduce((a, b) => a + b, 0));
      }),
      { numRuns: 30 },
    );
  });
});
