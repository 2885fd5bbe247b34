import type { Db } from '../platform/db/db';
import { settlePeriods } from '../domains/agents';
import { Ledger } from '../domains/wallet';
import { DEFAULT_MERCHANT_CODE } from '@khela/contracts';

/** How far back the demo's settled history reaches, per contract kind. */
const DEMO_HISTORY_MS = {
  realtime: 2 * 3_600_000,
  hourly: 24 * 3_600_000,
  daily: 7 * 86_400_000,
  dividend: 31 * 86_400_000,
} as const;

/**
 * The demo brand's settled history (docs/agents.md "Settlement"): the periods of the last days
 * and hours that ended before `now`, for every contract kind the demo team's contracts use, are
 * settled as the jobs would have settled them, so a fresh start shows bills and paid salaries.
 * Runs at every start after the demo team and contracts: a period settled before is skipped by the
 * settlement's own gate (nothing changes), and a kind no contract uses costs one query.
 */
export async function seedDemoAgentSettlements(db: Db, now: Date = new Date(), merchantCode: string = DEFAULT_MERCHANT_CODE): Promise<number> {
  const ledger = new Ledger(db);
  let settled = 0;
  for (const kind of ['dividend', 'daily', 'hourly', 'realtime'] as const) {
    const [used] = await db.query<{ used: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM agent_contracts WHERE merchant_code = $1 AND kind = $2 AND effective_from IS NOT NULL AND effective_from < $3::timestamptz) AS used',
      [merchantCode, kind, now],
    );
    if (!used?.used) continue;
    const outcomes = await settlePeriods(db, ledger, merchantCode, kind, new Date(now.getTime() - DEMO_HISTORY_MS[kind]), now, 'seed');
    settled += outcomes.filter((o) => o.settled).length;
  }
  return settled;
}
