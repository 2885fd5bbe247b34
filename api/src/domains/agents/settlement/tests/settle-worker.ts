/**
 * A settlement run in a process of its own, for the crash test to SIGKILL: settles the periods of
 * a kind between two instants on DATABASE_URL, printing one line per period settled.
 * argv: merchant kind fromIso toIso
 */
import { openPgDb } from '../../../../platform/db/pg-db';
import { Ledger } from '../../../wallet';
import type { ContractKind } from '../../contract-model';
import { settlePeriods } from '../settle';

async function main(): Promise<void> {
  const [merchant, kind, from, to] = process.argv.slice(2) as [string, ContractKind, string, string];
  const db = openPgDb(process.env.DATABASE_URL!, { max: 2 });
  const ledger = new Ledger(db);
  let at = new Date(from);
  const end = new Date(to);
  // One period per call, so each is announced as it commits.
  while (at < end) {
    const next = new Date(at.getTime() + 3_600_000);
    const [outcome] = await settlePeriods(db, ledger, merchant, kind, at, next, 'crash-test');
    if (outcome) process.stdout.write(`settled ${outcome.periodStart} ${outcome.bills}\n`);
    at = next;
  }
  await db.close();
}

void main();
