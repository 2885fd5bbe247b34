import { readSecret } from '@khela/server-kit/secrets';
import type { Queryable } from '../platform/db/db';
import { applyVendorSecret, vendorSecretFromEnv } from '../platform/secrets/vendor-secrets';
import { DEMO_GAMES } from './demo-games';
import { VENDORS } from './demo-vendors';
import { SPEC_VENDORS } from './demo-spec-vendors';

/** Transfer-mode demo vendors (their own game wallets); every other launchable demo vendor is seamless. */
const TRANSFER_VENDORS = ['KSPORT', 'IMES'];
/** Lottery vendors are shown by the site's own lottery pages, never launched: no wallet needed. */
const LOTTERY_TYPES = ['LOTT', 'ELOTT'];

/**
 * The seamless demo vendors the sandbox vendor plays (`${SANDBOX_URL}/vendor/play/{code}`, signing
 * with SANDBOX_VENDOR_SECRET): every demo vendor with games except the transfer-mode ones, the
 * house and the lottery vendors.
 */
export function sandboxSeamlessVendors(): { code: string; name: string }[] {
  const codes = [...new Set(DEMO_GAMES.filter((g) => !LOTTERY_TYPES.includes(g.gameType)).map((g) => g.vendorCode))].filter(
    (code) => code !== 'HOUSE' && code !== 'KBOOK' && !TRANSFER_VENDORS.includes(code),
  );
  return codes.map((code) => ({ code, name: [...VENDORS, ...SPEC_VENDORS].find((v) => v.code === code)?.displayName ?? code }));
}

/**
 * Vendor wallets (docs/vendor-wallet.md): the house games vendor and the demo vendors the sandbox
 * plays are seamless; the demo sports and e-sports vendors are transfer-mode, played by the sandbox
 * vendor (api_url NULL: SANDBOX_URL). Rows are inserted when missing (name, mode and address are
 * then the operator's); the secret is written at every start from the environment — the vendor's
 * own variable (HOUSE_VENDOR_SECRET, VENDOR_SECRET_<CODE>), else SANDBOX_VENDOR_SECRET for the
 * sandbox's vendors, else the demo default — so a changed secret takes effect on restart.
 */
export async function seedVendorWallets(db: Queryable, env: Record<string, string | undefined> = process.env): Promise<void> {
  const sandboxSecret = readSecret(env, 'SANDBOX_VENDOR_SECRET') ?? 'sandbox-vendor-secret';
  const wallets = [
    { code: 'HOUSE', name: 'Khela House Games', mode: 'seamless', secret: 'house-vendor-secret' },
    { code: 'KBOOK', name: OWN_WALLET_NAMES.KBOOK!, mode: 'seamless', secret: 'sportsbook-vendor-secret' },
    { code: 'KSPORT', name: 'Khela Sports', mode: 'transfer', secret: sandboxSecret },
    { code: 'IMES', name: 'Khela eSports Arena', mode: 'transfer', secret: sandboxSecret },
    ...sandboxSeamlessVendors().map((vendor) => ({ ...vendor, mode: 'seamless', secret: sandboxSecret })),
  ];
  for (const wallet of wallets) {
    const secret = vendorSecretFromEnv(env, wallet.code) ?? wallet.secret;
    await db.query(
      `INSERT INTO vendor_wallets (vendor_code, name, mode, secret) VALUES ($1, $2, $3, $4) ON CONFLICT (vendor_code) DO NOTHING`,
      [wallet.code, wallet.name, wallet.mode, secret],
    );
    await applyVendorSecret(db, wallet.code, secret);
  }
}

const OWN_WALLET_NAMES: Readonly<Record<string, string>> = { HOUSE: 'Khela House Games', KBOOK: 'Khela Sportsbook' };

/** Production: Khela's own vendor's wallet (the house, the sportsbook: production services) with its secret from the environment. */
export async function ensureOwnWallet(db: Queryable, code: 'HOUSE' | 'KBOOK', secret: string): Promise<void> {
  await db.query(
    `INSERT INTO vendor_wallets (vendor_code, name, mode, secret) VALUES ($1, $2, 'seamless', $3) ON CONFLICT (vendor_code) DO NOTHING`,
    [code, OWN_WALLET_NAMES[code], secret],
  );
}

