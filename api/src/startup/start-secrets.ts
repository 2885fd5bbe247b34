import { collectSecrets, type Env, isProduction, readSecret, refuseUnlessValid, type SecretProblem, type SecretSpec } from '@khela/server-kit/secrets';
import type { Db } from '../platform/db/db';
import { payloadKeyFromPem, payloadPemProblem, installPayloadKey } from '../platform/sealed-payload/payload-keys';
import { type PaymentsOptions, paymentsOptionsFromEnv } from '../domains/payments';
import { ensureOwnWallet } from '../seed/demo-vendor-wallets';
import { syncEnvironmentSecret } from '../platform/secrets/secret-rotations';
import { applyVendorSecret, OWN_VENDORS, vendorSecretVariable, vendorWalletCodes } from '../platform/secrets/vendor-secrets';

/** What main.ts starts the app with, once the secrets are in place. */
export interface StartSecrets {
  production: boolean;
  /** The bootstrap token; null: only operator accounts (production) or no /ops at all (demo). */
  operatorToken: string | null;
  payments: PaymentsOptions;
}

/** Settings production has no default for, when the feature that needs them is on. */
function settingProblems(env: Env): SecretProblem[] {
  const problems: SecretProblem[] = [];
  if (env.PAYMENT_GATEWAY_URL && !env.PUBLIC_API_URL) {
    problems.push({ name: 'PUBLIC_API_URL', reason: 'not set: the gateway needs this api\'s public address for its notifications' });
  }
  return problems;
}

/** Two variables with one value: a leak of one is a leak of both. */
function sharedValueProblems(values: Record<string, string | undefined>): SecretProblem[] {
  const seen = new Map<string, string>();
  const problems: SecretProblem[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (!value) continue;
    const first = seen.get(value);
    if (first) problems.push({ name, reason: `has the same value as ${first}; each secret must be its own` });
    else seen.set(value, name);
  }
  return problems;
}

/**
 * Production's secrets, each read from NAME or NAME_FILE: the gateway's, the payload key (PEM), the
 * optional bootstrap token, and one per vendor with a wallet (the house and the sportsbook always). Throws
 * SecretsRefused naming every variable that is unset, a documented default, too weak, or shared.
 */
export async function checkProductionSecrets(db: Db, env: Env) {
  const vendorCodes = [...new Set([...OWN_VENDORS, ...(await vendorWalletCodes(db))])];
  const specs: SecretSpec[] = [
    { name: 'PAYMENT_GATEWAY_SECRET' },
    { name: 'PAYLOAD_PRIVATE_KEY', check: payloadPemProblem },
    { name: 'OPERATOR_TOKEN', optional: true },
    ...vendorCodes.map((code) => ({ name: vendorSecretVariable(code) })),
  ];
  const { values, problems } = collectSecrets(env, specs);
  refuseUnlessValid('khela api', [...problems, ...sharedValueProblems(values), ...settingProblems(env)]);
  return {
    gatewaySecret: values.PAYMENT_GATEWAY_SECRET!,
    payloadPem: values.PAYLOAD_PRIVATE_KEY!,
    operatorToken: values.OPERATOR_TOKEN ?? null,
    vendorSecrets: new Map(vendorCodes.map((code) => [code, values[vendorSecretVariable(code)]!])),
  };
}

/**
 * At every start, after prepareDatabase: in production the checked secrets are written where they
 * are used (vendor rows, the gateway's rotation, the payload key); in the demo the gateway's
 * secret settles its rotation too (the vendors' were written by the seed).
 */
export async function applyStartSecrets(db: Db, env: Env): Promise<StartSecrets> {
  if (!isProduction(env)) {
    const payments = paymentsOptionsFromEnv(env);
    await syncEnvironmentSecret(db, 'gateway', payments.gatewaySecret);
    return { production: false, operatorToken: readSecret(env, 'OPERATOR_TOKEN') ?? null, payments };
  }
  const secrets = await checkProductionSecrets(db, env);
  await ensureOwnWallet(db, 'HOUSE', secrets.vendorSecrets.get('HOUSE')!);
  await ensureOwnWallet(db, 'KBOOK', secrets.vendorSecrets.get('KBOOK')!);
  for (const [code, secret] of secrets.vendorSecrets) await applyVendorSecret(db, code, secret);
  await syncEnvironmentSecret(db, 'gateway', secrets.gatewaySecret);
  installPayloadKey(db, payloadKeyFromPem(secrets.payloadPem));
  return { production: true, operatorToken: secrets.operatorToken, payments: { ...paymentsOptionsFromEnv(env), gatewaySecret: secrets.gatewaySecret } };
}
