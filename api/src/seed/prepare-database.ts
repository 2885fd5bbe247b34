import type { Db } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { insertMerchant } from '../platform/merchant/merchant-repo';
import { seedKhela2Content, seedKhelaContent } from './demo-content';
import { khela, khela2 } from './demo-merchants';
import { seedDemoMembers } from './demo-members';
import { seedDemoGames } from './demo-games';
import { seedHouseGames } from './house-games';
import { topUpDemoFixtures } from './demo-fixtures';
import { seedDemoPayments } from './demo-payments';
import { applyOidcProvidersFromEnv } from './oidc-env';
import { seedVendors } from './demo-vendors';
import { seedVendorWallets } from './demo-vendor-wallets';
import { DEFAULT_MERCHANT_CODE } from '@khela/contracts';
import { seedOnce } from './seed-once';

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

/**
 * What every start does: apply pending migrations, seed the demo data if it is not there, top the
 * demo fixtures up to the coming days, and give the demo brand the social logins the environment configures (OIDC_GOOGLE_*, OIDC_FACEBOOK_*).
 */
export async function prepareDatabase(db: Db, env: Record<string, string | undefined> = process.env): Promise<void> {
  await migrate(db);
  await seedDemoData(db);
  await seedDemoAccounts(db);
  await seedDemoPayments(db);
  await seedVendorWallets(db, env);
  await seedDemoGames(db, env);
  await seedHouseGames(db);
  await topUpDemoFixtures(db);
  await applyOidcProvidersFromEnv(db, DEFAULT_MERCHANT_CODE, env);
}
