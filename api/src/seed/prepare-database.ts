import type { Db } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { insertMerchant } from '../platform/merchant/merchant-repo';
import { seedKhela2Content, seedKhelaContent } from './demo-content';
import { khela, khela2 } from './demo-merchants';
import { seedDemoMembers } from './demo-members';
import { seedDemoGames } from './demo-games';
import { seedHouseGames } from './house-games';
import { seedDemoLiveTables } from './demo-live-tables';
import { seedSportsbookGames } from './sportsbook-games';
import { topUpDemoFixtures } from './demo-fixtures';
import { seedDemoPayments } from './demo-payments';
import { DEMO_REWARD_CENTER_SEED, seedDemoRewardCenter } from './demo-reward-center';
import { DEMO_PROMOTIONS_SEED, seedDemoPromotions } from './demo-promotions';
import { DEMO_BONUS_SEED, seedDemoBonus } from './demo-bonus';
import { DEMO_MISSIONS_SEED, seedDemoMissions } from './demo-missions';
import { DEMO_VIP_SEED, seedDemoVip } from './demo-vip';
import { seedDemoAgentSettlements } from './demo-agent-settlements';
import { applyOidcProvidersFromEnv, seedDemoOidcProviders } from './oidc-env';
import { seedVendors } from './demo-vendors';
import { seedVendorWallets } from './demo-vendor-wallets';
import { DEMO_TEAM_SEED, seedDemoTeam } from './demo-team';
import { DEFAULT_MERCHANT_CODE } from '@khela/contracts';
import { seedOnce } from './seed-once';
import { DEMO_LOTTERY_HISTORY_SEED, DEMO_LOTTERY_SEED, seedDemoLotteryGames, seedDemoLotteryHistory } from './demo-lottery';
import { isProduction } from '@khela/server-kit/secrets';
import { DEMO_REBATE_CLAIMS_SEED, DEMO_REBATE_SEED, seedDemo01Rebate, seedDemoRebate } from './demo-rebate';
import { DEMO_POINTS_SEED, seedDemoPoints } from './demo-points';
import { DEMO_REFERRAL_SEED, seedDemoReferral } from './demo-referral';
import { DEMO_SAFER_SEED, seedDemoSaferGambling } from './demo-safer-gambling';
import { DEMO_HELP_SEED, seedDemoHelp } from './demo-help';
import { DEMO_MESSAGES_SEED, seedDemoMessages } from './demo-messages';

const DEMO_SEED = 'demo-v1';
const DEMO_MEMBERS_SEED = 'demo-members-v1';

/** Demo data, written once per database (a marker row makes repeated starts a no-op). */
export async function seedDemoData(db: Db): Promise<boolean> {
  return seedOnce(db, DEMO_SEED, async (tx) => {
    await insertMerchant(tx, khela());
    await insertMerchant(tx, khela2());
    await seedKhelaContent(tx);
    await seedKhela2Content(tx);
    await seedVendors(tx);
  });
}

/** Demo accounts: their own marker, so databases made before identity existed get them too. */
export async function seedDemoAccounts(db: Db): Promise<boolean> {
  return seedOnce(db, DEMO_MEMBERS_SEED, (tx) => seedDemoMembers(tx));
}

/** A database a production start has claimed: demo data is never written into it. */
const PRODUCTION_MARKER = 'production';
/** Markers only the demo seeds write. */
const DEMO_MARKERS = [
  DEMO_SEED,
  DEMO_MEMBERS_SEED,
  'demo-payments-v1',
  'demo-games-v1',
  'demo-games-v2',
  DEMO_TEAM_SEED,
  DEMO_LOTTERY_SEED,
  DEMO_LOTTERY_HISTORY_SEED,
  DEMO_REBATE_SEED,
  DEMO_REBATE_CLAIMS_SEED,
  DEMO_POINTS_SEED,
  DEMO_REWARD_CENTER_SEED,
  DEMO_PROMOTIONS_SEED,
  DEMO_BONUS_SEED,
  DEMO_MISSIONS_SEED,
  DEMO_VIP_SEED,
  DEMO_REFERRAL_SEED,
  DEMO_SAFER_SEED,
  DEMO_HELP_SEED,
  DEMO_MESSAGES_SEED,
];

/**
 * Production (NODE_ENV=production): migrations only. The database is marked as production's, so
 * a later demo start (or an operator command run without NODE_ENV) never seeds demo accounts into
 * it; and a database that already holds the demo data is refused, since its accounts have
 * published passwords.
 */
async function prepareProductionDatabase(db: Db): Promise<void> {
  const demo = await db.query<{ name: string }>('SELECT name FROM seed_markers WHERE name = ANY($1::text[]) ORDER BY name', [DEMO_MARKERS]);
  if (demo.length > 0) {
    throw new Error(`this database holds the demo data (${demo.map((row) => row.name).join(', ')}): production starts only on a database the demo never used`);
  }
  await db.query('INSERT INTO seed_markers (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [PRODUCTION_MARKER]);
}

/**
 * The demo team is on unless DEMO_TEAM is off (0, off, false). The api's own test databases leave it
 * out (test/test-db.ts): its hundreds of bets would be in the way of every other test's figures.
 */
export function demoTeamWanted(env: Record<string, string | undefined>): boolean {
  return !['0', 'off', 'false', 'no'].includes((env.DEMO_TEAM ?? '').trim().toLowerCase());
}

/**
 * What every start does: apply pending migrations; then, outside production, seed the demo data if
 * it is not there, seed agent01's demo team, top the demo fixtures up to the coming days, write the vendors' secrets from the
 * environment, and give the demo brand its social logins: the sandbox's Google and Facebook stand-ins
 * when SANDBOX_URL is set, replaced by those the environment configures (OIDC_GOOGLE_*, OIDC_FACEBOOK_*). In production main.ts writes the checked secrets itself.
 */
export async function prepareDatabase(db: Db, env: Record<string, string | undefined> = process.env): Promise<void> {
  await migrate(db);
  if (isProduction(env)) {
    await prepareProductionDatabase(db);
    await applyOidcProvidersFromEnv(db, DEFAULT_MERCHANT_CODE, env);
    return;
  }
  const [production] = await db.query('SELECT 1 FROM seed_markers WHERE name = $1', [PRODUCTION_MARKER]);
  if (production) throw new Error('this database belongs to a production deployment: run with NODE_ENV=production (no demo data is seeded into it)');
  await seedDemoData(db);
  await seedDemoAccounts(db);
  await seedDemoPayments(db);
  // demo01's claimable gift, so the reward center's badge shows on a fresh start.
  await seedDemoRewardCenter(db);
  // demo01's open bonuses: bonusDetails and the withdraw page's warning have something to show.
  await seedDemoBonus(db);
  // demo01's inbox: a deposit-approved message and an unread broadcast (docs/messages.md).
  await seedDemoMessages(db);
  // The demo missions and leaderboards, and demo01's daily mission done today (the missions badge).
  await seedDemoMissions(db);
  await seedVendorWallets(db, env);
  await seedDemoGames(db, env);
  await seedHouseGames(db);
  // The house's live tables and their dealers on /live (docs/spec-sweep.md "Live model list").
  await seedDemoLiveTables(db);
  // The demo campaigns (docs/rewards.md "Promotions"), their codes the demo announcements'.
  await seedDemoPromotions(db);
  await seedSportsbookGames(db, env);
  // The demo brand's lottery games (docs/lottery.md), in place of the first catalogue's placeholders.
  await seedDemoLotteryGames(db);
  // agent01's team, its money, bets and contracts (docs/agents.md "Demo data"); DEMO_TEAM=off leaves it out.
  if (demoTeamWanted(env)) await seedDemoTeam(db);
  await topUpDemoFixtures(db);
  // After the demo team and its contracts: their settled history (a no-op when settled before).
  await seedDemoAgentSettlements(db);
  // The lottery's past draws with the demo team's settled bets, and the coming draws.
  if (demoTeamWanted(env)) await seedDemoLotteryHistory(db);
  // Manual rebate's rates and settings; demo01's claims are in agent01's team figures, so they come with the team.
  await seedDemoRebate(db);
  if (demoTeamWanted(env)) await seedDemo01Rebate(db);
  // The points mall's rates, rewards and demo01's points history (docs/rewards.md).
  await seedDemoPoints(db);
  // The demo brand's VIP ladder, and demo01 at VIP1 on the way to VIP2 (docs/rewards.md "VIP"):
  // last, after the reward histories demo01 made at VIP0 (rebate, points).
  await seedDemoVip(db);
  // demo01's invited friends (signed up, deposited, valid) with a referral reward to claim, and its recent play for profit and
  // loss (docs/referral.md). With the team, as demo01's rebate: the api's test databases keep demo01's figures as their tests expect.
  if (demoTeamWanted(env)) await seedDemoReferral(db);
  // demo01's deposit limits (docs/safer-gambling.md "Demo data").
  await seedDemoSaferGambling(db);
  // The demo brand's help center in Bengali and English (docs/feedback-help.md), in place of the first demo's placeholders.
  await seedDemoHelp(db);
  // The demo brand's Google and Facebook logins at the sandbox's stand-ins (when SANDBOX_URL is set); the environment's win.
  await seedDemoOidcProviders(db, DEFAULT_MERCHANT_CODE, env);
  await applyOidcProvidersFromEnv(db, DEFAULT_MERCHANT_CODE, env);
}
