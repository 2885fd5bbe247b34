/**
 * The api for bench/login, in a process of its own so the load generator does not share its event
 * loop: a fresh database (in-memory PGlite, or a throwaway schema on DATABASE_URL dropped at the
 * end), the demo data, N members written through the member repo with their passwords hashed at
 * the production cost, the slider off for the brand (identity_settings.sliderRequired, meant for
 * load tests), then the real app listening on loopback. Driven over IPC by run.ts (protocol.ts).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../api/src/app';
import { insertMember } from '../../api/src/domains/identity/members/member-repo';
import { currentKdfCost, hashPassword } from '../../api/src/domains/identity/passwords/password-hash';
import type { Db } from '../../api/src/platform/db/db';
import { DEFAULT_MERCHANT_CODE } from '../../api/src/platform/merchant/merchant';
import { prepareDatabase } from '../../api/src/seed/prepare-database';
import { openBenchDatabase } from '../support/bench-database';
import { benchMember, type ParentMessage, type ServerMessage } from './protocol';

/** To run.ts; a bench that has gone away (its IPC channel closed) is not an error here. */
function send(message: ServerMessage): void {
  if (process.connected) process.send?.(message, undefined, {}, () => undefined);
}

/** Members with an e-mail bound (so the known-IP check runs as for real members), hashed four at a time. */
async function createMembers(db: Db, count: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const { username, password } = benchMember(index);
      const created = await insertMember(db, {
        merchantCode: DEFAULT_MERCHANT_CODE,
        account: username,
        nickname: username,
        type: 0,
        passwordHash: await hashPassword(password),
        email: `${username}@bench.example`,
        language: 'en',
      });
      if (!created) throw new Error(`member ${username} already exists`);
    }
  };
  // libuv runs scrypt on its thread pool (4 threads by default).
  await Promise.all(Array.from({ length: 4 }, worker));
}

async function main(): Promise<void> {
  const started = Date.now();
  const count = Number(process.env.BENCH_MEMBERS ?? 32);
  const database = await openBenchDatabase(process.env.DATABASE_URL, 'bench_login');
  let closing = false;
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    if (app) {
      // Logins still in flight (a Ctrl-C mid-run) are cut rather than waited for, and keep-alive
      // connections do not hold the close for their timeout.
      const server = app.server;
      const closed = app.close().catch(() => undefined);
      const cut = setInterval(() => server.closeAllConnections(), 100);
      await closed;
      clearInterval(cut);
    }
    await database.drop().catch((error: unknown) => console.error('bench server: could not drop the database', error));
    process.exit(code);
  };
  process.on('message', (message: ParentMessage) => {
    if (message.kind === 'cpu') {
      const usage = process.cpuUsage();
      send({ kind: 'cpu', userMicros: usage.user, systemMicros: usage.system });
    } else if (message.kind === 'stop') void shutdown(0);
  });
  // The bench went away without a word: clean up all the same.
  process.on('disconnect', () => void shutdown(0));
  process.on('SIGINT', () => void shutdown(130));
  process.on('SIGTERM', () => void shutdown(143));

  try {
    await prepareDatabase(database.db);
    await database.db.query(
      `UPDATE merchants SET identity_settings = identity_settings || '{"sliderRequired": false}'::jsonb WHERE code = $1`,
      [DEFAULT_MERCHANT_CODE],
    );
    await createMembers(database.db, count);
    app = await buildApp({ db: database.db, siteDir: null, trustProxy: false, operatorToken: null, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    send({
      kind: 'ready',
      port,
      engine: database.db.engine,
      schema: database.schema,
      members: count,
      kdf: currentKdfCost(),
      setupMs: Date.now() - started,
    });
  } catch (error) {
    send({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    await shutdown(1);
  }
}

void main();
