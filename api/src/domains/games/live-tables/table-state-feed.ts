import { LIVE_ROUND_PHASES, type LiveRoundPhase } from '@khela/contracts';

/** What the api reads of a table's public state (the house's `GET /table/:game/state`, docs/house.md "Live table"). */
export interface TableState {
  round: { id: string; number: number; phase: LiveRoundPhase; secondsLeft: number } | null;
  limits: { minStake: number; maxStake: number } | null;
}

export interface TableStateFeedOptions {
  /** How long an answer is reused (default 2 s: the list shows seconds; many pages at once ask the table once). */
  ttlMs?: number;
  /** The table must answer within this (default 1.5 s), or it is shown closed. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const PHASES = new Set<string>(LIVE_ROUND_PHASES);
const wholeNumber = (value: unknown, max = Number.MAX_SAFE_INTEGER): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;

/** Only a well-formed answer passes: the table is another process, its answer is checked like any input. */
function checked(raw: unknown): TableState | null {
  if (!raw || typeof raw !== 'object') return null;
  const body = raw as { game?: { limits?: Record<string, unknown> }; round?: Record<string, unknown> | null };
  const limits = body.game?.limits;
  const round = body.round;
  let checkedRound: TableState['round'] = null;
  if (round) {
    if (typeof round.id !== 'string' || !/^[A-Za-z0-9_.:-]{1,100}$/.test(round.id)) return null;
    if (!wholeNumber(round.number) || !PHASES.has(round.phase as string) || !wholeNumber(round.secondsLeft, 86_400)) return null;
    checkedRound = { id: round.id, number: round.number, phase: round.phase as LiveRoundPhase, secondsLeft: round.secondsLeft };
  }
  const checkedLimits = limits && wholeNumber(limits.minStake) && wholeNumber(limits.maxStake) ? { minStake: limits.minStake, maxStake: limits.maxStake } : null;
  return { round: checkedRound, limits: checkedLimits };
}

/** The table's state address: the vendor's origin (from its launch address) and the table protocol's path. */
export function tableStateUrl(launchUrl: string | null, gameCode: string): string | null {
  if (!launchUrl) return null;
  try {
    const origin = new URL(launchUrl).origin;
    return origin === 'null' ? null : `${origin}/table/${encodeURIComponent(gameCode)}/state`;
  } catch {
    // A launch path (launched through the brand's launch hosts) names no origin the api can ask.
    return null;
  }
}

/**
 * Reads the live tables' states from their vendors, briefly cached per table. A table that is
 * down, slow or answers nonsense reads as null (shown closed) and the api never fails for it;
 * the next ask after the cache tries again.
 */
export class TableStateFeed {
  private readonly cached = new Map<string, { at: number; state: TableState | null }>();
  private readonly pending = new Map<string, Promise<TableState | null>>();

  constructor(private readonly options: TableStateFeedOptions = {}) {}

  async state(url: string | null, now = Date.now()): Promise<TableState | null> {
    if (!url) return null;
    const kept = this.cached.get(url);
    if (kept && now - kept.at < (this.options.ttlMs ?? 2000)) return kept.state;
    let asked = this.pending.get(url);
    if (!asked) {
      asked = this.read(url).finally(() => this.pending.delete(url));
      this.pending.set(url, asked);
    }
    const state = await asked;
    this.cached.set(url, { at: now, state });
    return state;
  }

  private async read(url: string): Promise<TableState | null> {
    try {
      const answer = await (this.options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 1500), headers: { accept: 'application/json' } });
      if (!answer.ok) return null;
      return checked(await answer.json());
    } catch {
      return null;
    }
  }
}
