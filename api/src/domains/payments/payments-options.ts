/** Where the payment gateway is and the secret both sides sign with. */
export interface PaymentsOptions {
  /** Server-to-server base URL of the gateway (the sandbox by default). */
  gatewayUrl: string;
  /** Shared secret for request signatures and notifications. */
  gatewaySecret: string;
  /** This api's public base URL, for the gateway's notifications (notifyUrl). */
  publicApiUrl: string;
}

export function paymentsOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentsOptions {
  return {
    gatewayUrl: env.PAYMENT_GATEWAY_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT ?? 8090}`,
    gatewaySecret: env.PAYMENT_GATEWAY_SECRET ?? env.SANDBOX_PAY_SECRET ?? 'sandbox-pay-secret',
    publicApiUrl: env.PUBLIC_API_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`,
  };
}
