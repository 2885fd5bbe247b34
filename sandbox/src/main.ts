import { isProduction, readSecret } from '@khela/server-kit/secrets';
import { buildSandbox } from './app';

/**
 * Starts the sandbox on SANDBOX_PORT (8090); the api's address comes from API_URL. It plays a
 * payment gateway and game vendors with published secrets: never in production.
 */
async function main(): Promise<void> {
  const env = process.env;
  if (isProduction(env)) {
    console.error('khela sandbox refuses to start in production (NODE_ENV=production): it plays the outside parties for the demo and tests only');
    process.exit(1);
  }
  const app = await buildSandbox({
    pay: { secret: readSecret(env, 'SANDBOX_PAY_SECRET') ?? 'sandbox-pay-secret' },
    vendor: { secret: readSecret(env, 'SANDBOX_VENDOR_SECRET') ?? 'sandbox-vendor-secret' },
    games: {
      apiUrl: env.API_URL ?? 'http://127.0.0.1:8080',
      transferVendors: (env.SANDBOX_TRANSFER_VENDORS ?? 'KSPORT,IMES').split(',').map((code) => code.trim()).filter(Boolean),
    },
    logger: { level: env.LOG_LEVEL ?? 'info' },
  });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await app.listen({ port: Number(env.SANDBOX_PORT ?? 8090), host: env.HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
