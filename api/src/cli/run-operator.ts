import { openDatabaseFromEnv } from '../platform/db/open-db';
import { prepareDatabase } from '../seed/prepare-database';
import type { MerchantStatus } from '../domains/operator/merchant-status';
import { runOnDatabase, runOverHttp, serverAnswers } from './operator-backends';
import { parseOperatorCommand } from './operator-command';

export interface OperatorResult {
  via: 'http' | 'database';
  status: MerchantStatus;
}

/**
 * When a server answers at API_URL (default http://127.0.0.1:$PORT) the change goes through its
 * /ops endpoints (PGlite allows one process per data folder, and the server keeps it open);
 * otherwise it is written straight to the database the server uses (same DATA_DIR / DATABASE_URL).
 */
export async function runOperator(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<OperatorResult> {
  const command = parseOperatorCommand(argv);
  const apiUrl = env.API_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`;
  if (await serverAnswers(apiUrl)) {
    if (!env.OPERATOR_TOKEN) {
      throw new Error(`a server is running at ${apiUrl}: set OPERATOR_TOKEN (the one it was started with), or stop it`);
    }
    return { via: 'http', status: await runOverHttp(apiUrl, env.OPERATOR_TOKEN, command) };
  }
  const db = await openDatabaseFromEnv(env);
  try {
    await prepareDatabase(db);
    const status = await runOnDatabase(db, command);
    if (!status) throw new Error(`unknown merchant: ${command.merchant}`);
    return { via: 'database', status };
  } finally {
    await db.close();
  }
}
