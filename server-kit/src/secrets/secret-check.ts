import { type Env, readSecretReading } from './read-secret';
import { checkSecret } from './secret-rules';

export interface SecretSpec {
  /** The variable (NAME, or NAME_FILE naming a file). */
  name: string;
  /** Unset is allowed (default false). A set optional secret is still checked. */
  optional?: boolean;
  /** Another check instead of the random-bytes rule (a PEM key): why it fails, or null. */
  check?: (value: string) => string | null;
}

export interface SecretProblem {
  name: string;
  reason: string;
}

/** A refusal naming every failing variable with its reason. */
export class SecretsRefused extends Error {
  constructor(
    readonly service: string,
    readonly problems: readonly SecretProblem[],
  ) {
    super(
      `${service} refuses to start in production (NODE_ENV=production):\n` +
        problems.map((p) => `  - ${p.name}: ${p.reason}`).join('\n') +
        '\nSet each as NAME or NAME_FILE (README "Running in production").',
    );
    this.name = 'SecretsRefused';
  }
}

/** Reads every secret of `specs` and lists what is wrong with each; nothing is thrown. */
export function collectSecrets(env: Env, specs: readonly SecretSpec[]): { values: Record<string, string | undefined>; problems: SecretProblem[] } {
  const values: Record<string, string | undefined> = {};
  const problems: SecretProblem[] = [];
  for (const spec of specs) {
    const reading = readSecretReading(env, spec.name);
    values[spec.name] = reading.value;
    if (reading.problem) {
      problems.push({ name: spec.name, reason: reading.problem });
    } else if (reading.value === undefined) {
      if (!spec.optional) problems.push({ name: spec.name, reason: `not set (set ${spec.name} or ${spec.name}_FILE)` });
    } else {
      const reason = (spec.check ?? checkSecret)(reading.value);
      if (reason) problems.push({ name: spec.name, reason });
    }
  }
  return { values, problems };
}

/** Throws SecretsRefused listing every problem (`extra` adds the caller's own, e.g. missing settings). */
export function refuseUnlessValid(service: string, problems: readonly SecretProblem[]): void {
  if (problems.length > 0) throw new SecretsRefused(service, problems);
}
