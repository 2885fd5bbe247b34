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
  /** Options that never take a value (`--disabled`), so a word after them stays a positional. */
  flags?: readonly string[];
  parse(args: RewardsArgs): Omit<RewardsCommand, 'kind' | 'verb' | 'merchant'>;
}

/** An operator mistake: the message is shown as it is. */
export function rewardsUsageError(message: string): never {
  throw new Error(message);
}

/**
 * `--name value`, `--name=value` and bare `--flag` (a spec's declared flag, or before the next `--` word or at the end); the
 * rest are positionals, negative numbers included (`points-adjust demo01 -250`). node's parseArgs
 * without declared options reads every `--name value` as a flag and the value as a positional.
 */
function splitArgs(argv: readonly string[], flags: readonly string[]): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  const values: Record<string, string | boolean | undefined> = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i]!;
    if (word === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!word.startsWith('--')) {
      positionals.push(word);
      continue;
    }
    const [name, inline] = word.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) values[name] = inline;
    else if (!flags.includes(name) && next !== undefined && !next.startsWith('--')) {
      values[name] = next;
      i += 1;
    } else values[name] = true;
  }
  return { values, positionals };
}

/** `group`: the word before the verb, named in errors (rewards; chat, feedback, help-center and safer share this parser and its /ops call). */
export function parseRewardsCommand(argv: readonly string[], specs: readonly RewardsCommandSpec[], defaultMerchant: string, group = 'rewards'): RewardsCommand {
  const { values, positionals } = splitArgs(argv, ['database', ...specs.flatMap((candidate) => candidate.flags ?? [])]);
  const [verb, ...rest] = positionals;
  const spec = specs.find((candidate) => candidate.verb === verb);
  if (!spec) return rewardsUsageError(`${group} needs one of: ${specs.map((candidate) => candidate.verb).join(', ')}`);
  const merchant = typeof values.merchant === 'string' ? values.merchant : defaultMerchant;
  const { merchant: _merchant, database: _database, ...options } = values;
  return { kind: 'rewards', verb: spec.verb, merchant, ...spec.parse({ merchant, positionals: rest, options }) };
}
