/**
 * The api for bench/login, in a process of its own so the load generator does not share its event
 * loop: a fresh database (in-memory PGlite, or a throwaway schema on DATABASE_URL dropped at the
 * end), the demo data, N members written through the member repo with their passwords hashed at
 * the production cost, the slider off for the brand (identity_settings.sliderRequired, meant for
 * load tests), then the real app listening on loopback. Driven over IPC by run.ts (protocol.ts).
 */
import { insertMember } from '../../api/src/domains/identity/members/member-repo';
import { currentKdfCost, hashPassword } from '../../api/src/domains/identity/passwords/password-hash';
import type { Db } from '../../api/src/platform/db/db';
import { DEFAULT_MERCHANT_CODE } from '@khela/contracts';
import { prepareDatabase } from '../../api/src/seed/prepare-database';
import { listenBenchApi, reportSetup } from '../support/bench-api';
import { openBenchDatabase } from '../support/bench-database';
import { benchMember, type ServerMessage } from './protocol';
import { benchServerLife } from '../support/child-server';

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
  const { serving, shutdown } = benchServerLife(database);

  await reportSetup<ServerMessage>(async () => {
    await prepareDatabase(database.db);
    await database.db.query(
      `UPDATE merchants SET identity_settings = identity_settings || '{"sliderRequired": false}'::jsonb WHERE code = $1`,
      [DEFAULT_MERCHANT_CODE],
    );
    await createMembers(database.db, count);
    const port = await listenBenchApi(database.db, serving);
    return { kind: 'ready', port, engine: database.db.engine, schema: database.schema, members: count, kdf: currentKdfCost(), setupMs: Date.now() - started };
  }, shutdown);
}

void main();
