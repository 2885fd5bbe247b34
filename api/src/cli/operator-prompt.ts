import { execFileSync } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Turns the terminal's echo off (stty) until the returned function is called. */
function hideEcho(): () => void {
  const stty = (flag: string) => execFileSync('stty', [flag], { stdio: ['inherit', 'ignore', 'ignore'] });
  try {
    stty('-echo');
  } catch {
    return () => undefined;
  }
  return () => {
    try {
      stty('echo');
    } catch {
      /* the terminal went away */
    }
  };
}

/**
 * Reads a password: OPERATOR_PASSWORD when set (scripts), else asked on the terminal without
 * echoing it, else the first line of stdin (a pipe). Never from argv, where shell history keeps it.
 */
export async function readPassword(env: NodeJS.ProcessEnv, prompt: string): Promise<string> {
  if (env.OPERATOR_PASSWORD) return env.OPERATOR_PASSWORD;
  const terminal = Boolean(process.stdin.isTTY);
  if (terminal) process.stderr.write(prompt);
  const restoreEcho = terminal ? hideEcho() : () => undefined;
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of lines) return line;
  } finally {
    lines.close();
    restoreEcho();
    if (terminal) process.stderr.write('\n');
  }
  throw new Error('no password given (set OPERATOR_PASSWORD or type it)');
}
