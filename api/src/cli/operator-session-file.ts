import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What `operator login` keeps for the next commands: the session token, for one server. */
export interface SavedSession {
  apiUrl: string;
  token: string;
  username: string;
}

/** OPERATOR_SESSION_FILE, else ~/.khela/operator-session.json (none without a home). */
export function sessionFilePath(env: NodeJS.ProcessEnv): string | null {
  if (env.OPERATOR_SESSION_FILE) return path.resolve(env.OPERATOR_SESSION_FILE);
  return env.HOME ? path.join(env.HOME, '.khela', 'operator-session.json') : null;
}

export async function saveSession(env: NodeJS.ProcessEnv, session: SavedSession): Promise<void> {
  const file = sessionFilePath(env);
  if (!file) throw new Error('nowhere to keep the session: set OPERATOR_SESSION_FILE or HOME');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Readable by its owner only: the token acts as the operator until it expires.
  await writeFile(file, JSON.stringify(session), { mode: 0o600 });
}

/** The session saved for this server, if any. */
export async function loadSession(env: NodeJS.ProcessEnv, apiUrl: string): Promise<SavedSession | null> {
  const file = sessionFilePath(env);
  if (!file) return null;
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as Partial<SavedSession>;
    if (typeof saved.token !== 'string' || typeof saved.username !== 'string' || saved.apiUrl !== apiUrl) return null;
    return { apiUrl, token: saved.token, username: saved.username };
  } catch {
    return null;
  }
}

export async function forgetSession(env: NodeJS.ProcessEnv): Promise<void> {
  const file = sessionFilePath(env);
  if (file) await rm(file, { force: true });
}
