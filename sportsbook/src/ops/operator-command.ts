import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The sportsbook's operator CLI commands (docs/sportsbook.md "Service"): each is one /ops call.
 * `commandToRequest` turns the command line into that call (pure; tested), operator-cli.ts sends it.
 */

export interface OpsRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Sent as this content type, as is (a CSV file); JSON otherwise. */
  contentType?: string;
}

export const USAGE = `pnpm --filter @khela/sportsbook operator <command>   (SPORTSBOOK_URL, SPORTSBOOK_OPS_TOKEN)
  competition:create --sport cricket|football|esports --name NAME [--region BD]
  event:create --competition ID --home TEAM --away TEAM --starts-at ISO-TIME
  event:state EVENT --state scheduled|live|suspended|ended|cancelled [--score JSON]
  market:create --json JSON|@FILE          (eventId, type, period, specifiers, maxLiability, selections)
  market:odds MARKET --probabilities home=0.55,away=0.45 [--margin BASIS-POINTS (default 500)]
  market:prices MARKET --prices home=1.90,away=1.95 | --rates yes=100,no=100
  market:suspend MARKET | market:resume MARKET
  market:max-liability MARKET --amount MINOR-UNITS
  market:result MARKET --result JSON       (settle, or re-settle a corrected result)
  market:void MARKET --reason TEXT
  market:liability MARKET
  bet:cancel BET --reason TEXT            (an open bet: its stake back by rollback)
  fixtures:import FILE.json|FILE.csv [--language bn]   (all or nothing; CSV refusals name the row)
  simulate-to-end EVENT                   (the demo feed plays its match to the end at once)
  actions`;

export class UsageError extends Error {}

function options(args: readonly string[]): { positional: string[]; flags: Map<string, string> } {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg.startsWith('--')) {
      const value = args[i + 1];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      flags.set(arg.slice(2), value);
      i += 1;
    } else positional.push(arg);
  }
  return { positional, flags };
}

/** A file named on the command line, from where the command was typed (pnpm runs it in the package folder; INIT_CWD is the caller's). */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text.startsWith('@') ? readFileSync(fromCaller(text.slice(1)), 'utf8') : text);
  } catch {
    throw new UsageError(`not JSON: ${text}`);
  }
};

/** `home=0.55,away=0.45` → { home: '0.55', away: '0.45' } (numbers when `asNumbers`). */
function pairs(text: string, asNumbers: boolean): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const part of text.split(',')) {
    const [key, value] = part.split('=');
    if (!key || value === undefined) throw new UsageError(`expected code=value pairs: ${text}`);
    out[key.trim()] = asNumbers ? Number(value) : value.trim();
  }
  return out;
}

export function commandToRequest(argv: readonly string[]): OpsRequest {
  const [command, ...rest] = argv;
  const { positional, flags } = options(rest);
  const need = (name: string) => {
    const value = flags.get(name);
    if (value === undefined) throw new UsageError(`${command} needs --${name}`);
    return value;
  };
  const id = () => {
    const value = positional[0];
    if (!value) throw new UsageError(`${command} needs an id`);
    return encodeURIComponent(value);
  };
  switch (command) {
    case 'competition:create':
      return { method: 'POST', path: '/ops/competitions', body: { sport: need('sport'), name: need('name'), region: flags.get('region') ?? 'INT' } };
    case 'event:create':
      return { method: 'POST', path: '/ops/events', body: { competitionId: need('competition'), home: need('home'), away: need('away'), startsAt: need('starts-at') } };
    case 'event:state':
      return { method: 'POST', path: `/ops/events/${id()}/state`, body: { state: need('state'), ...(flags.has('score') && { score: jsonOf(flags.get('score')!) }) } };
    case 'market:create':
      return { method: 'POST', path: '/ops/markets', body: jsonOf(need('json')) };
    case 'market:odds':
      return { method: 'POST', path: `/ops/markets/${id()}/odds-from-probabilities`, body: { probabilities: pairs(need('probabilities'), true), marginBasisPoints: Number(flags.get('margin') ?? 500) } };
    case 'market:prices':
      if (flags.has('rates')) return { method: 'POST', path: `/ops/markets/${id()}/prices`, body: { rates: pairs(flags.get('rates')!, true) } };
      return { method: 'POST', path: `/ops/markets/${id()}/prices`, body: { prices: pairs(need('prices'), false) } };
    case 'market:suspend':
      return { method: 'POST', path: `/ops/markets/${id()}/suspend` };
    case 'market:resume':
      return { method: 'POST', path: `/ops/markets/${id()}/resume` };
    case 'market:max-liability':
      return { method: 'POST', path: `/ops/markets/${id()}/max-liability`, body: { maxLiability: Number(need('amount')) } };
    case 'market:result':
      return { method: 'POST', path: `/ops/markets/${id()}/result`, body: { result: jsonOf(need('result')) } };
    case 'market:void':
      return { method: 'POST', path: `/ops/markets/${id()}/void`, body: { reason: need('reason') } };
    case 'market:liability':
      return { method: 'GET', path: `/ops/markets/${id()}/liability` };
    case 'bet:cancel':
      return { method: 'POST', path: `/ops/bets/${id()}/cancel`, body: { reason: need('reason') } };
    case 'fixtures:import': {
      const file = positional[0];
      if (!file) throw new UsageError('fixtures:import needs a file');
      const route = flags.get('language') === 'bn' ? '/ops/fixtures?language=bn' : '/ops/fixtures';
      if (!/\.csv$/i.test(file)) return { method: 'POST', path: route, body: jsonOf(`@${file}`) };
      let text: string;
      try {
        text = readFileSync(fromCaller(file), 'utf8');
      } catch {
        throw new UsageError(`cannot read ${file}`);
      }
      return { method: 'POST', path: route, body: text, contentType: 'text/csv' };
    }
    case 'simulate-to-end':
      return { method: 'POST', path: `/ops/events/${id()}/simulate-to-end` };
    case 'actions':
      return { method: 'GET', path: '/ops/actions' };
    default:
      throw new UsageError(`unknown command: ${command ?? '(none)'}`);
  }
}

/** Sends the command's call; the answer's JSON and whether it succeeded. */
export async function runOperator(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<{ ok: boolean; status: number; answer: unknown }> {
  const request = commandToRequest(argv);
  const base = (env.SPORTSBOOK_URL ?? `http://127.0.0.1:${env.SPORTSBOOK_PORT ?? 8110}`).replace(/\/+$/, '');
  const token = env.SPORTSBOOK_OPS_TOKEN ?? 'sportsbook-ops-token';
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: { authorization: `Bearer ${token}`, ...(request.body !== undefined && { 'content-type': request.contentType ?? 'application/json' }) },
    ...(request.body !== undefined && { body: request.contentType ? String(request.body) : JSON.stringify(request.body) }),
  });
  const text = await response.text();
  return { ok: response.ok, status: response.status, answer: text ? (JSON.parse(text) as unknown) : null };
}
