import { isProduction, readSecret } from '@khela/server-kit/secrets';
import { buildSandbox } from './app';

/**
 * Starts the sandbox on SANDBOX_PORT (8090); the api's address comes from API_URL. It plays a
 * payment gateway, game vendors and the demo's Google and Facebook sign-in with published secrets:
 * never in production.
 */
async function main(): Promise<void> {
  const env = process.env;
  if (isProduction(env)) {
    console.error('khela sandbox refuses to start in production (NODE_ENV=production): it plays the outside parties for the demo and tests only');
    process.exit(1);
  }
  const port = Number(env.SANDBOX_PORT ?? 8090);
  const app = await buildSandbox({
    pay: { secret: readSecret(env, 'SANDBOX_PAY_SECRET') ?? 'sandbox-pay-secret' },
    vendor: { secret: readSecret(env, 'SANDBOX_VENDOR_SECRET') ?? 'sandbox-vendor-secret' },
    games: {
      apiUrl: env.API_URL ?? 'http://127.0.0.1:8080',
      transferVendors: (env.SANDBOX_TRANSFER_VENDORS ?? 'KSPORT,IMES').split(',').map((code) => code.trim()).filter(Boolean),
    },
    logger: { level: env.LOG_LEVEL ?? 'info' },
    // Google and Facebook for the demo brand's social logins (api/src/seed/oidc-env.ts seeds the brand's side).
    oidc: {
      sandboxUrl: env.SANDBOX_URL ?? `http://127.0.0.1:${port}`,
      apiUrls: [env.PUBLIC_API_URL, env.API_URL ?? 'http://127.0.0.1:8080'].filter((url): url is string => Boolean(url)),
      secret: readSecret(env, 'SANDBOX_OIDC_SECRET') ?? 'sandbox-oidc-secret',
    },
  });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await app.listen({ port, host: env.HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
