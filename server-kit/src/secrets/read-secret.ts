import { readFileSync } from 'node:fs';

export type Env = Record<string, string | undefined>;

/** NODE_ENV=production: secrets are checked, nothing of the demo is seeded or defaulted. */
export function isProduction(env: Env): boolean {
  return env.NODE_ENV === 'production';
}

/** What reading a secret found: its value, or why there is none (a file that cannot be read). */
export type SecretReading = { value: string | undefined; problem?: undefined } | { value: undefined; problem: string };

/**
 * NAME's value, or the contents of the file named by NAME_FILE with its trailing line break(s)
 * removed (`echo secret > file` adds one). An empty value counts as unset. Both set is a problem:
 * which one wins would be a guess.
 */
export function readSecretReading(env: Env, name: string): SecretReading {
  const direct = env[name];
  const file = env[`${name}_FILE`];
  if (direct && file) return { value: undefined, problem: `both ${name} and ${name}_FILE are set; set one` };
  if (file) {
    try {
      const text = readFileSync(file, 'utf8').replace(/[\r\n]+$/, '');
      return { value: text.length > 0 ? text : undefined };
    } catch (error) {
      return { value: undefined, problem: `${name}_FILE names a file that cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
    }
  }
  return { value: direct && direct.length > 0 ? direct : undefined };
}

/** NAME or the file named by NAME_FILE; undefined when neither is set (or the file cannot be read). */
export function readSecret(env: Env, name: string): string | undefined {
  return readSecretReading(env, name).value;
}
