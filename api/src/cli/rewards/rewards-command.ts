import { parseArgs } from 'node:util';
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
 * `--name value` and `--name=value` both give the option its value (parseArgs without declared
 * options would read `--name` as a flag and `value` as a word); a `--flag` followed by another
 * option or by nothing stays `true`.
 */
function pairOptionValues(argv: readonly string[]): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  const { tokens } = parseArgs({ args: [...argv], allowPositionals: true, strict: false, tokens: true });
  const values: Record<string, string | boolean | undefined> = {};
  const positionals: string[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const next = tokens[index + 1];
    if (token.value !== undefined) values[token.name] = token.value;
    else if (token.rawName.startsWith('--') && next?.kind === 'positional') {
      values[token.name] = next.value;
      index += 1;
    } else values[token.name] = true;
  }
  return { values, positionals };
}

export function parseRewardsCommand(argv: readonly string[], specs: readonly RewardsCommandSpec[], defaultMerchant: string): RewardsCommand {
  const { values, positionals } = pairOptionValues(argv);
  const [verb, ...rest] = positionals;
  const spec = specs.find((candidate) => candidate.verb === verb);
  if (!spec) return rewardsUsageError(`rewards needs one of: ${specs.map((candidate) => candidate.verb).join(', ')}`);
  const merchant = typeof values.merchant === 'string' ? values.merchant : defaultMerchant;
  const { merchant: _merchant, database: _database, ...options } = values;
  return { kind: 'rewards', verb: spec.verb, merchant, ...spec.parse({ merchant, positionals: rest, options }) };
}
