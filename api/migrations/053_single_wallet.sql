-- A brand's wallet mode (SPEC §3 hasMerchantWallet from isSingle, §7 merchant wallet GET;
-- docs/spec-sweep.md "Merchant wallet"): a single-wallet brand shows its members one balance and
-- no game wallets. Set by an operator (/ops/merchants/:code/wallet-mode, `pnpm operator wallet-mode`).
ALTER TABLE merchants ADD COLUMN single_wallet boolean NOT NULL DEFAULT false;
