import { openDatabaseFromEnv } from '../platform/db/open-db';
import { ApiError } from '../platform/errors';
import { translate } from '../platform/i18n/translate';
// The operator commands answer with the operator and wallet domains' error texts.
import '../domains/operator/messages';
import '../domains/wallet/messages';
import '../domains/games/messages';
import '../domains/payments/messages';
import '../domains/feedback/messages';
import { prepareDatabase } from '../seed/prepare-database';
import { type DatabaseCommand, runOnDatabase, runOverHttp, serverAnswers } from './operator-backends';
import { needsServer, type OperatorCommand, parseOperatorCommand, wantsDatabase } from './operator-command';
import { readPassword } from './operator-prompt';
import { forgetSession, loadSession, saveSession } from './operator-session-file';

export interface OperatorResult {
  via: 'http' | 'database';
  value: unknown;
}

export interface OperatorIo {
  /** Asks for a password (tests answer directly; the CLI reads OPERATOR_PASSWORD or the terminal). */
  password?: (prompt: string) => Promise<string>;
}

/** A rotation's next secret: OPERATOR_NEXT_SECRET (scripts) or asked like a password, never from argv. */
async function nextSecretFor(command: OperatorCommand, env: NodeJS.ProcessEnv, io: OperatorIo): Promise<string | undefined> {
  if (command.kind !== 'rotate') return undefined;
  if (env.OPERATOR_NEXT_SECRET) return env.OPERATOR_NEXT_SECRET;
  const subject = command.target === 'gateway' ? 'the gateway' : `vendor ${command.vendor}`;
  return (io.password ?? ((text: string) => readPassword({ ...env, OPERATOR_PASSWORD: undefined }, text)))(`next secret for ${subject}: `);
}

async function passwordFor(command: OperatorCommand, env: NodeJS.ProcessEnv, io: OperatorIo): Promise<string | undefined> {
  if (command.kind !== 'login' && command.kind !== 'operator-add') return undefined;
  const prompt = command.kind === 'login' ? `password for ${command.username}: ` : `new password for ${command.username}: `;
  return (io.password ?? ((text: string) => readPassword(env, text)))(prompt);
}

async function overHttp(apiUrl: string, command: OperatorCommand, env: NodeJS.ProcessEnv, io: OperatorIo): Promise<unknown> {
  const password = await passwordFor(command, env, io);
  const saved = await loadSession(env, apiUrl);
  switch (command.kind) {
    case 'login': {
      const answer = (await runOverHttp(apiUrl, null, command, { password })) as { token: string; username: string; role: string; merchant: string | null };
      await saveSession(env, { apiUrl, token: answer.token, username: answer.username });
      // The token stays in the session file, not on the screen.
      return { username: answer.username, role: answer.role, merchant: answer.merchant };
    }
    case 'logout':
      if (!saved) return { loggedOut: false };
      await runOverHttp(apiUrl, saved.token, command).catch(() => undefined); // an expired session is gone anyway
      await forgetSession(env);
      return { loggedOut: true, username: saved.username };
    default: {
      // A logged-in operator acts under their own name; the bootstrap token acts as 'system'.
      const token = saved?.token ?? env.OPERATOR_TOKEN;
      if (!token) {
        throw new Error(`a server is running at ${apiUrl}: log in (operator login USERNAME) or set OPERATOR_TOKEN (the one it was started with), or stop it`);
      }
      try {
        return await runOverHttp(apiUrl, token, command, { password, nextSecret: await nextSecretFor(command, env, io) });
      } catch (error) {
        if (saved && error instanceof Error && error.message.startsWith('server refused (403)')) {
          throw new Error(`${error.message} (as ${saved.username}: the session may have ended; operator login again)`);
        }
        throw error;
      }
    }
  }
}

async function onDatabase(command: DatabaseCommand, env: NodeJS.ProcessEnv, io: OperatorIo): Promise<unknown> {
  const password = await passwordFor(command, env, io);
  const db = await openDatabaseFromEnv(env);
  try {
    await prepareDatabase(db, env);
    const value = await runOnDatabase(db, command, { password }, env);
    if (value === null) throw new Error(`unknown merchant: ${'merchant' in command ? command.merchant : ''}`);
    return value;
  } catch (error) {
    // The services answer as the API would; the operator reads the English message.
    if (error instanceof ApiError) throw new Error(translate('en', error.errorCode, error.params));
    throw error;
  } finally {
    await db.close();
  }
}

/**
 * When a server answers at API_URL (default http://127.0.0.1:$PORT) the command goes through its
 * /ops endpoints (PGlite allows one process per data folder, and the server keeps it open);
 * otherwise it is done on the database the server uses (same DATA_DIR / DATABASE_URL) as 'system'
 * — the way to open the first admin. Logins and payment decisions need the server.
 */
export async function runOperator(argv: string[], env: NodeJS.ProcessEnv = process.env, io: OperatorIo = {}): Promise<OperatorResult> {
  const command = parseOperatorCommand(argv);
  const apiUrl = env.API_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`;
  // PGlite allows one process per data folder: only PostgreSQL can be written beside a running server.
  if (wantsDatabase(argv) && !env.DATABASE_URL) throw new Error('--database needs DATABASE_URL (PostgreSQL); with PGlite stop the server instead');
  if (!wantsDatabase(argv) && (await serverAnswers(apiUrl))) return { via: 'http', value: await overHttp(apiUrl, command, env, io) };
  if (needsServer(command)) throw new Error(`no server answers at ${apiUrl}, and '${argv[0]}' needs the running server`);
  return { via: 'database', value: await onDatabase(command as DatabaseCommand, env, io) };
}
