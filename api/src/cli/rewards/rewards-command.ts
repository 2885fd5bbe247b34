import type { Db } from '../../platform/db/db';

/** The /ops call a rewards command makes on a running server. */
export interface RewardsHttpCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}

/**
 * A parsed `pnpm operator rewards VERB …` command (docs/rewards.md "Operators"): the /ops call it
 * makes when a server answers, and, for reads and rule changes, what it does on the database as
 * 'system' when none does. Money decisions have no `database`: they need the server.
 */
export interface RewardsCommand {
  kind: 'rewards';
  verb: string;
  merchant: string;
  http: RewardsHttpCall;
  database?: (db: Db) => Promise<unknown>;
}

/** What a part's command parser is given: the words after the verb and every `--name value` option. */
export interface RewardsArgs {
  merchant: string;
  positionals: string[];
  options: Record<string, string | boolean | undefined>;
}

export interface RewardsCommandSpec {
  verb: string;
  /** One or more usage lines for `operator help`. */
  usage: string;
  /** Options that take no value (`--with-gift`); every other `--name` takes the next word (or `--name=value`). */
  flags?: readonly string[];
  parse(args: RewardsArgs): Omit<RewardsCommand, 'kind' | 'verb' | 'merchant'>;
}

/** An operator mistake: the message is shown as it is. */
export function rewardsUsageError(message: string): never {
  throw new Error(message);
}

/**
 * Splits the words into positionals and options. node's parseArgs without declared options reads
 * `--title-en Sorry` as a flag and a positional, so options are read here: `--name value`,
 * `--name=value`, and the spec's `flags` alone.
 */
function splitWords(argv: readonly string[], flags: readonly string[]): { positionals: string[]; options: Record<string, string | boolean> } {
  const positionals: string[] = [];
  const options: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i]!;
    if (!word.startsWith('--') || word === '--') {
      positionals.push(word);
      continue;
    }
    const [name, inline] = word.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (inline !== undefined) options[name] = inline;
    else if (flags.includes(name) || i + 1 >= argv.length || argv[i + 1]!.startsWith('--')) options[name] = true;
    else options[name] = argv[(i += 1)]!;
  }
  return { positionals, options };
}

export function parseRewardsCommand(argv: readonly string[], specs: readonly RewardsCommandSpec[], defaultMerchant: string): RewardsCommand {
  // --database (run-operator.ts: work on the database) never takes a value.
  const { positionals, options: values } = splitWords(argv, ['database', ...specs.flatMap((candidate) => candidate.flags ?? [])]);
  const [verb, ...rest] = positionals;
  const spec = specs.find((candidate) => candidate.verb === verb);
  if (!spec) return rewardsUsageError(`rewards needs one of: ${specs.map((candidate) => candidate.verb).join(', ')}`);
  const merchant = typeof values.merchant === 'string' ? values.merchant : defaultMerchant;
  const { merchant: _merchant, database: _database, ...options } = values;
  return { kind: 'rewards', verb: spec.verb, merchant, ...spec.parse({ merchant, positionals: rest, options }) };
}
