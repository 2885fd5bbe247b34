import path from 'node:path';
import { buildService, ensureServicesBuilt, isServiceName, serviceNames, type ServiceName } from './service-build';

/**
 * `tsx scripts/build-services.ts [--if-stale] [api|house|sandbox …]`: bundles the services named,
 * or, with no name, the one whose folder this runs in (each service's `pnpm build`). A fresh build
 * each time; with --if-stale only a bundle missing or older than its sources is built (the e2e
 * run's servers; `pnpm start` does the same in start-services.ts).
 */
function chosen(argv: string[]): ServiceName[] {
  const names = argv.length > 0 ? argv : [path.basename(process.cwd())];
  for (const name of names) if (!isServiceName(name)) throw new Error(`not a service: ${name} (${serviceNames.join(', ')})`);
  return names as ServiceName[];
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--if-stale') return ensureServicesBuilt(chosen(args.slice(1)));
  for (const name of chosen(args)) {
    const started = Date.now();
    await buildService(name);
    console.log(`${name}: built dist/ in ${Date.now() - started} ms`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
