import { readSecret } from '@khela/server-kit/secrets';
/** Where the payment gateway is and the secret both sides sign with. */
export interface PaymentsOptions {
  /** Server-to-server base URL of the gateway (the sandbox by default; none in production unless PAYMENT_GATEWAY_URL names one). */
  gatewayUrl: string | null;
  /** Shared secret for request signatures and notifications. */
  gatewaySecret: string;
  /** This api's public base URL, for the gateway's notifications (notifyUrl). */
  publicApiUrl: string;
}

/**
 * Demo: the sandbox's gateway and its default secret. Production: only what the environment names
 * (main.ts passes the checked PAYMENT_GATEWAY_SECRET, read from the variable or its _FILE).
 */
export function paymentsOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentsOptions {
  if (env.NODE_ENV === 'production') {
    return {
      gatewayUrl: env.PAYMENT_GATEWAY_URL || null,
      gatewaySecret: readSecret(env, 'PAYMENT_GATEWAY_SECRET') ?? '',
      publicApiUrl: env.PUBLIC_API_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`,
    };
  }
  return {
    gatewayUrl: env.PAYMENT_GATEWAY_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT ?? 8090}`,
    gatewaySecret: readSecret(env, 'PAYMENT_GATEWAY_SECRET') ?? readSecret(env, 'SANDBOX_PAY_SECRET') ?? 'sandbox-pay-secret',
    publicApiUrl: env.PUBLIC_API_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`,
  };
}
