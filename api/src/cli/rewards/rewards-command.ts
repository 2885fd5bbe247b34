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

export function parseRewardsCommand(argv: readonly string[], specs: readonly RewardsCommandSpec[], defaultMerchant: string): RewardsCommand {
  const { values, positionals } = parseArgs({ args: [...argv], allowPositionals: true, strict: false });
  const [verb, ...rest] = positionals;
  const spec = specs.find((candidate) => candidate.verb === verb);
  if (!spec) return rewardsUsageError(`rewards needs one of: ${specs.map((candidate) => candidate.verb).join(', ')}`);
  const merchant = typeof values.merchant === 'string' ? values.merchant : defaultMerchant;
  const { merchant: _merchant, database: _database, ...options } = values;
  return { kind: 'rewards', verb: spec.verb, merchant, ...spec.parse({ merchant, positionals: rest, options }) };
}
