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
  parse(args: RewardsArgs): Omit<RewardsCommand, 'kind' | 'verb' | 'merchant'>;
}

/** An operator mistake: the message is shown as it is. */
export function rewardsUsageError(message: string): never {
  throw new Error(message);
}

/**
 * Splits the words into positionals and options: `--name value` and `--name=value` give a value,
 * a `--name` followed by another option or nothing is a flag (true), as `--database` always is. No option list is needed, so
 * each part's parser reads its own options.
 */
function splitWords(argv: readonly string[]): { positionals: string[]; values: Record<string, string | boolean> } {
  const positionals: string[] = [];
  const values: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i]!;
    if (!word.startsWith('--') || word === '--') {
      positionals.push(word);
      continue;
    }
    const [name, inline] = [word.slice(2).split('=')[0]!, word.includes('=') ? word.slice(word.indexOf('=') + 1) : undefined];
    const next = argv[i + 1];
    if (inline !== undefined) values[name] = inline;
    else if (next !== undefined && !next.startsWith('--') && name !== 'database') values[name] = argv[(i += 1)]!;
    else values[name] = true;
  }
  return { positionals, values };
}

export function parseRewardsCommand(argv: readonly string[], specs: readonly RewardsCommandSpec[], defaultMerchant: string): RewardsCommand {
  const { values, positionals } = splitWords(argv);
  const [verb, ...rest] = positionals;
  const spec = specs.find((candidate) => candidate.verb === verb);
  if (!spec) return rewardsUsageError(`rewards needs one of: ${specs.map((candidate) => candidate.verb).join(', ')}`);
  const merchant = typeof values.merchant === 'string' ? values.merchant : defaultMerchant;
  const { merchant: _merchant, database: _database, ...options } = values;
  return { kind: 'rewards', verb: spec.verb, merchant, ...spec.parse({ merchant, positionals: rest, options }) };
}
