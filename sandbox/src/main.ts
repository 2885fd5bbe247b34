import { buildSandbox } from './app';

/** Starts the sandbox on SANDBOX_PORT (8090); the api's address comes from API_URL. */
async function main(): Promise<void> {
  const env = process.env;
  const app = await buildSandbox({
    pay: { secret: env.SANDBOX_PAY_SECRET ?? 'sandbox-pay-secret' },
    vendor: { secret: env.SANDBOX_VENDOR_SECRET ?? 'sandbox-vendor-secret' },
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
