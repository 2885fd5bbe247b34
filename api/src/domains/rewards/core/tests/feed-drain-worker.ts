/**
 * The rewards feed worker in a process of its own, for the crash test to SIGKILL: drains the feed
 * on DATABASE_URL one member per transaction, with the wagering consumer and a recorder that
 * dwells inside each batch (so a kill lands mid-transaction), printing a line per batch committed.
 */
import { openPgDb } from '../../../../platform/db/pg-db';
import { Ledger } from '../../../wallet';
import { RewardsCore } from '../rewards-core';
import { wageringConsumer } from '../wagering';

async function main(): Promise<void> {
  const db = openPgDb(process.env.DATABASE_URL!, { max: 2 });
  const core = new RewardsCore(db);
  core.registerFeedConsumer(wageringConsumer(new Ledger(db), () => undefined));
  core.registerFeedConsumer({
    name: 'seen',
    apply: async (tx, _member, rows) => {
      for (const row of rows) await tx.query('INSERT INTO feed_seen (feed_id, member_id, instance) VALUES ($1, $2, 9)', [row.id, row.memberId]);
      await tx.query('SELECT pg_sleep(0.03)');
    },
  });
  for (;;) {
    const { members } = await core.drainSome(1);
    if (members === 0) break;
    process.stdout.write('batch\n');
  }
  await db.close();
}

void main();
