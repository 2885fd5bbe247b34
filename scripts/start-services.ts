import { type ChildProcess, spawn } from 'node:child_process';
import { distEntry, ensureServicesBuilt, repoRoot as root, type ServiceName, serviceNames } from './service-build';

/**
 * `pnpm start`: every service of the site, one command. The api serves the site and its api at
 * PORT (8080); the sandbox plays the outside parties (payment gateway, the demo game vendors) at
 * SANDBOX_PORT (8090); the house games vendor runs at HOUSE_PORT (8100), Khela's sportsbook at
 * SPORTSBOOK_PORT (8110). Output is prefixed per
 * service; one dying stops the rest; Ctrl-C stops all. Each runs from its bundle with plain node
 * (`<service>/dist/main.js`, built first when missing or older than its sources: service-build.ts).
 *
 * With NODE_ENV=production (README "Running in production") only the api, the house and the sportsbook start: the
 * sandbox plays the outside parties with published secrets and refuses production, and nothing
 * points the api at it — the gateway, vendor and public addresses come from the environment alone.
 */
const env = process.env;
const apiPort = env.PORT ?? '8080';
const sandboxPort = env.SANDBOX_PORT ?? '8090';
const housePort = env.HOUSE_PORT ?? '8100';
const sportsbookPort = env.SPORTSBOOK_PORT ?? '8110';
const host = env.HOST ?? '127.0.0.1';
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
const production = env.NODE_ENV === 'production';

/** The services this start runs, in service-build's order. */
function servicesToStart(isProduction: boolean): ServiceName[] {
  return serviceNames.filter((name) => !(isProduction && name === 'sandbox'));
}

const shared = {
  ...env,
  PORT: apiPort,
  HOUSE_PORT: housePort,
  // The api writes the house's launch address into the catalogue when it seeds it.
  HOUSE_URL: env.HOUSE_URL ?? `http://127.0.0.1:${housePort}`,
  SPORTSBOOK_PORT: sportsbookPort,
  // The catalogue's launch address of the book (seeded), and where the api reads home's hot matches.
  SPORTSBOOK_URL: env.SPORTSBOOK_URL ?? `http://127.0.0.1:${sportsbookPort}`,
  API_URL: env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  // The demo's outside parties are the sandbox's; production names its own (or none).
  ...(production
    ? {}
    : {
        SANDBOX_PORT: sandboxPort,
        PUBLIC_API_URL: env.PUBLIC_API_URL ?? `http://127.0.0.1:${apiPort}`,
        SANDBOX_URL: env.SANDBOX_URL ?? sandboxUrl,
        PAYMENT_GATEWAY_URL: env.PAYMENT_GATEWAY_URL ?? sandboxUrl,
        // The demo can reach a settlement period on demand (pnpm operator time-travel; docs/api.md), on PGlite only.
        ...(env.DATABASE_URL ? {} : { TIME_TRAVEL: env.TIME_TRAVEL ?? '1' }),
      }),
};

const children: ChildProcess[] = [];
let stopping = false;

function prefixed(name: string, stream: NodeJS.ReadableStream, out: NodeJS.WriteStream): void {
  let rest = '';
  stream.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))))).then(
    () => process.exit(code),
  );
}

function startService(name: string, entry: string): void {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], { cwd: root, env: { ...shared, HOST: host } });
  prefixed(name, child.stdout!, process.stdout);
  prefixed(name, child.stderr!, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] stopped (${code ?? 'signal'}); stopping the others`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
}

async function main(): Promise<void> {
  await ensureServicesBuilt();
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  if (production) console.log('NODE_ENV=production: starting the api, the house and the sportsbook (the sandbox is the demo\'s only)');
  for (const name of servicesToStart(production)) startService(name, distEntry(name));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
