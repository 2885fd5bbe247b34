/**
 * A draw's settlement in a process of its own, for the crash test to SIGKILL: settles one draw on
 * DATABASE_URL in small batches, printing a line per batch committed.
 * argv: drawId kind batchSize
 */
import type { LotteryKind } from '@khela/contracts/lottery';
import { openPgDb } from '../../../platform/db/pg-db';
import { LotteryEngine } from '../lottery-engine';

async function main(): Promise<void> {
  const [drawId, kind, batchSize] = process.argv.slice(2) as [string, LotteryKind, string];
  const db = openPgDb(process.env.DATABASE_URL!, { max: 2 });
  const engine = new LotteryEngine(db, null);
  await engine.settle(drawId, kind, new Date(), { batchSize: Number(batchSize), onBatch: (members) => process.stdout.write(`batch ${members}\n`) });
  await db.close();
}

void main();
