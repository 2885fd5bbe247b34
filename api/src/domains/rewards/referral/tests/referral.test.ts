import type { ReferralPage, ReferralRulesAnswer, RewardCenter as RewardCenterWire } from '@khela/contracts/rewards';
import { randomUUID } from 'node:crypto';
import { memberWithSession, type TestMember } from '../../../../test/members';
import { ops as opsCall } from '../../../../test/operator-calls';
import { envelope, OPERATOR_TOKEN } from '../../../../test/test-app';
import { call, newMember, ops, paymentsWorldForFile, requestId, wallet } from '../../../payments/payments-test-kit';
import { evaluateInvitee } from '../referral-progress';
import { maskAccount } from '../referral-view';

const MERCHANT = 'khela';
const world = paymentsWorldForFile();

let references = 0;
/** A manual deposit the cashier approves: the payments port tells the referral part, in the decision's transaction. */
async function approvedDeposit(member: TestMember, amount: number): Promise<void> {
  const submitted = await call<{ orderNo: string }>(world, member, 'POST', '/wps/payments/deposits', {
    channel: 'ROCKET', amount, requestId: requestId(), reference: `8R${Date.now().toString(36).toUpperCase()}${(references += 1)}`, payerAccount: '01811223344',
  });
  expect(submitted.status).toBe(200);
  const approved = await ops(world, 'POST', `/ops/payments/deposits/${submitted.value.orderNo}/approve`, { merchant: MERCHANT });
  expect(approved.status).toBe(200);
}

/** A settled bet straight into `bets` (the feed trigger copies it), then the feed worker's pass. */
async function settledBet(member: TestMember, stake: number, payout: number): Promise<void> {
  const id = `referral-${randomUUID()}`;
  await world.t.db.query(
    `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, settled_at, placed_at)
     VALUES ('HOUSE', $1, $2, $3, $1, 'dice', 'RNG', $4, $5, 'settled', now(), now())`,
    [id, MERCHANT, member.id, stake, payout],
  );
  await world.app.rewards.drainAll();
}

async function codeOf(member: TestMember): Promise<string> {
  const [row] = await world.t.db.query<{ affiliate_code: string }>('SELECT affiliate_code FROM members WHERE id = $1', [member.id]);
  return row!.affiliate_code;
}

const invitee = async (referrer: TestMember, prefix = 'inv') => memberWithSession(world.t.db, { prefix, referralCode: await codeOf(referrer) });

async function page(member: TestMember, language = 'en') {
  const response = await world.app.inject({ method: 'GET', url: '/wps/rewards/referral', headers: { authorization: member.token, language } });
  return { status: response.statusCode, ...envelope<ReferralPage>(response) };
}

async function referralItems(member: TestMember) {
  return world.t.db.query<{ id: string; source_ref: string; amount: string; status: string }>(
    "SELECT id::text, source_ref, amount::text, status FROM reward_items WHERE member_id = $1 AND source = 'referral' ORDER BY id",
    [member.id],
  );
}

const setRules = (body: object) => opsCall<ReferralRulesAnswer>(world.app, 'PUT', '/ops/rewards/referral/rules', { merchant: MERCHANT, ...body });

describe('referral', () => {
  beforeAll(async () => {
    const saved = await setRules({ minDeposit: 20_000, minWager: 10_000, tiers: [{ invitees: 1, amount: 5_000, multipleX100: 0 }, { invitees: 2, amount: 8_000, multipleX100: 0 }] });
    expect(saved.status).toBe(200);
    const mission = await opsCall(world.app, 'PUT', '/ops/rewards/missions/INVITE_ONE', {
      merchant: MERCHANT, titleEn: 'Invite a friend', titleBn: 'বন্ধুকে আমন্ত্রণ', reward: { kind: 'cash', amount: 500, multipleX100: 0 }, period: 'once', metric: 'invite', target: 1,
    });
    expect(mission.status).toBe(200);
  });

  test('an invitee is registered, then deposited, and valid only once both thresholds are met; the tier is paid once, through the reward center', async () => {
    const referrer = await newMember(world);
    const friend = await invitee(referrer);
    const status = async () => (await page(referrer)).value.invitees.map((row) => row.status);

    const first = await page(referrer);
    expect(first.status).toBe(200);
    expect(first.value).toMatchObject({ code: await codeOf(referrer), registerPath: `/register?referralCode=${await codeOf(referrer)}`, rules: { minDeposit: 20_000, minWager: 10_000 } });
    expect(first.value.counts).toEqual({ total: 1, registered: 1, deposited: 0, valid: 0 });
    expect(first.value.tiers.map((tier) => tier.status)).toEqual(['locked', 'locked']);

    await approvedDeposit(friend, 15_000);
    expect(await status()).toEqual(['deposited']);
    // Bets before the deposit threshold: wagered enough, deposited too little.
    await settledBet(friend, 6_000, 0);
    await settledBet(friend, 3_000, 3_000); // a push: not a valid bet, never counted
    await settledBet(friend, 4_000, 8_000);
    expect(await status()).toEqual(['deposited']);
    expect((await page(referrer)).value.invitees[0]).toMatchObject({ deposit: 15_000, wager: 10_000 });
    expect(await referralItems(referrer)).toEqual([]);

    // The second deposit passes ৳200: valid at the approval, the tier-1 reward in the center.
    await approvedDeposit(friend, 10_000);
    const after = await page(referrer);
    expect(after.value.invitees).toEqual([expect.objectContaining({ status: 'valid', deposit: 25_000, wager: 10_000 })]);
    expect(after.value.counts).toEqual({ total: 1, registered: 0, deposited: 0, valid: 1 });
    expect(after.value.tiers.map((tier) => tier.status)).toEqual(['claimable', 'locked']);
    const items = await referralItems(referrer);
    expect(items).toEqual([expect.objectContaining({ source_ref: 'tier:1', amount: '5000', status: 'claimable' })]);

    // The missions' invite metric counted the friend once.
    const missions = await world.app.inject({ method: 'GET', url: '/wps/rewards/missions/summary', headers: { authorization: referrer.token } });
    const once = (envelope<{ once: Array<{ code: string; value: number }> }>(missions).value.once ?? []).find((mission) => mission.code === 'INVITE_ONE');
    expect(once?.value).toBe(1);

    // More events for a valid invitee change nothing: no second item, no second count.
    await settledBet(friend, 9_000, 0);
    await approvedDeposit(friend, 10_000);
    await world.t.db.transaction((tx) => evaluateInvitee(tx, MERCHANT, friend.id, new Date()));
    expect(await referralItems(referrer)).toHaveLength(1);
    const [counted] = await world.t.db.query<{ valid_count: number }>('SELECT valid_count FROM referral_referrers WHERE member_id = $1', [referrer.id]);
    expect(counted!.valid_count).toBe(1);

    // Claimed in the reward center: one ledger transfer under reward:{id}, paid once.
    const center = await world.app.inject({ method: 'GET', url: '/wps/rewards/center', headers: { authorization: referrer.token } });
    expect(envelope<RewardCenterWire>(center).value.items.some((line) => line.itemId === items[0]!.id && line.action === 'claim')).toBe(true);
    const before = await wallet(world, referrer);
    const claimBody = { requestId: randomUUID() };
    const claim = () => world.app.inject({ method: 'POST', url: `/wps/rewards/center/${items[0]!.id}/claim`, headers: { authorization: referrer.token }, payload: claimBody });
    expect((await claim()).statusCode).toBe(200);
    expect((await claim()).statusCode).toBe(200); // the same request answers again
    expect((await wallet(world, referrer)).balance - before.balance).toBe(5_000n);
    const [keyed] = await world.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = $1', [`reward:${items[0]!.id}`]);
    expect(keyed!.n).toBe(1);
    expect((await page(referrer)).value.tiers[0]!.status).toBe('claimed');
  });

  test('tiers go by the number of valid invitees, each paid once, also when two friends become valid at the same time', async () => {
    const referrer = await newMember(world);
    const [a, b, c] = [await invitee(referrer, 'ta'), await invitee(referrer, 'tb'), await invitee(referrer, 'tc')];
    for (const friend of [a, b]) {
      await approvedDeposit(friend, 20_000);
      await world.t.db.query(
        `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, payout, status, settled_at, placed_at)
         VALUES ('HOUSE', $1, $2, $3, $1, 'dice', 'RNG', 10000, 0, 'settled', now(), now())`,
        [`referral-${randomUUID()}`, MERCHANT, friend.id],
      );
    }
    // Both evaluated at once, each in its own transaction (the feed worker and a deposit decision could be).
    const outcomes = await Promise.all([a, b].map((friend) => world.t.db.transaction((tx) => evaluateInvitee(tx, MERCHANT, friend.id, new Date()))));
    expect(outcomes.map((outcome) => outcome?.validCount).sort()).toEqual([1, 2]);
    await world.app.rewards.drainAll();
    expect((await referralItems(referrer)).map((item) => [item.source_ref, item.amount])).toEqual([
      ['tier:1', '5000'],
      ['tier:2', '8000'],
    ]);
    // A third friend who deposits but never bets stays "deposited"; no third tier exists.
    await approvedDeposit(c, 50_000);
    const seen = await page(referrer);
    expect(seen.value.counts).toEqual({ total: 3, registered: 0, deposited: 1, valid: 2 });
    expect(seen.value.tiers.map((tier) => tier.status)).toEqual(['claimable', 'claimable']);
    expect(await referralItems(referrer)).toHaveLength(2);
  });

  test('the referrer sees each invitee masked, never the whole account; nobody else’s invitees', async () => {
    expect(maskAccount('a')).toBe('a*');
    expect(maskAccount('ab')).toBe('a*');
    expect(maskAccount('abc')).toBe('a***c');
    expect(maskAccount('abcde')).toBe('a***e');
    expect(maskAccount('rahim2024')).toBe('ra***24');
    expect(maskAccount('রহিমউদ্দিন')).toBe('রহ***িন');
    const referrer = await newMember(world);
    const other = await newMember(world);
    const friend = await invitee(referrer, 'maskme');
    const seen = await page(referrer);
    expect(seen.value.invitees).toHaveLength(1);
    expect(seen.value.invitees[0]!.account).toBe(maskAccount(friend.account));
    expect(JSON.stringify(seen.value)).not.toContain(friend.account);
    expect((await page(other)).value.invitees).toEqual([]);
    // The operator sees whole accounts.
    const opsView = await opsCall<{ invitees: Array<{ account: string }> }>(world.app, 'GET', `/ops/rewards/referral/invitees?merchant=${MERCHANT}&account=${referrer.account}`);
    expect(opsView.value.invitees.map((row) => row.account)).toEqual([friend.account]);
  });

  test('rules: tiers must rise; a refusal is translated and changes nothing; a change is recorded with what was there', async () => {
    const before = await opsCall<ReferralRulesAnswer>(world.app, 'GET', `/ops/rewards/referral/rules?merchant=${MERCHANT}`);
    const refused = await world.app.inject({
      method: 'PUT', url: '/ops/rewards/referral/rules', headers: { 'x-operator-token': OPERATOR_TOKEN, language: 'bn' },
      payload: { merchant: MERCHANT, minDeposit: 1, minWager: 1, tiers: [{ invitees: 3, amount: 100, multipleX100: 0 }, { invitees: 3, amount: 200, multipleX100: 0 }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused)).toMatchObject({ errorCode: 'referral.rules.order', message: 'রেফারেল ধাপগুলো ক্রমশ বাড়তে হবে: প্রতিটি ধাপে আগেরটির চেয়ে বেশি বৈধ আমন্ত্রিত লাগবে।' });
    const viaOps = await setRules({ minDeposit: 1, minWager: 1, tiers: [{ invitees: 3, amount: 100, multipleX100: 0 }, { invitees: 2, amount: 200, multipleX100: 0 }] });
    expect(viaOps).toMatchObject({ status: 400, errorCode: 'referral.rules.order' });
    expect((await opsCall<ReferralRulesAnswer>(world.app, 'GET', `/ops/rewards/referral/rules?merchant=${MERCHANT}`)).value).toEqual(before.value);

    const saved = await setRules({ ...before.value, merchant: MERCHANT, minWager: 12_000 });
    expect(saved.value.minWager).toBe(12_000);
    const [recorded] = await world.t.db.query<{ details: { rules: { minWager: number }; previous: { minWager: number } } }>(
      "SELECT details FROM operator_actions WHERE action = 'referral.rules' ORDER BY id DESC LIMIT 1",
    );
    expect(recorded!.details.rules.minWager).toBe(12_000);
    expect(recorded!.details.previous.minWager).toBe(10_000);
    await setRules({ ...before.value, merchant: MERCHANT });
  });
});
