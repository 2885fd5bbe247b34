import { performance } from 'node:perf_hooks';
import type { SeamlessPlayer, SeamlessSender } from '../../api/src/domains/wallet/tests/seamless-http';

/**
 * The vendor side of bench/wallet: C clients, each playing bet + win pairs back to back for a
 * bounded time, each on players of its own (a player is never in two rounds at once, as in a real
 * game). A pair is a bet of 100 and its round's win (0 to 200: lost, even or won).
 */
export interface LevelResult {
  clients: number;
  seconds: number;
  /** Wallet calls (bet or win) answered OK within the window. */
  calls: number;
  pairs: number;
  callMs: number[];
  pairMs: number[];
  failures: Map<string, number>;
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function runLevel(
  send: SeamlessSender,
  players: SeamlessPlayer[],
  clients: number,
  seconds: number,
  label: string,
  stop: () => boolean = () => false,
): Promise<LevelResult> {
  const result: LevelResult = { clients, seconds, calls: 0, pairs: 0, callMs: [], pairMs: [], failures: new Map() };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const fail = (what: string) => result.failures.set(what, (result.failures.get(what) ?? 0) + 1);

  const timed = async (action: 'bet' | 'win', body: Record<string, unknown>): Promise<boolean> => {
    const before = performance.now();
    try {
      const { httpStatus, answer } = await send(action, body);
      const after = performance.now();
      if (httpStatus !== 200 || answer.status !== 'OK') {
        fail(`${action} ${httpStatus} ${answer.status}`);
        return false;
      }
      result.callMs.push(after - before);
      if (after <= deadline) result.calls += 1;
      return true;
    } catch (error) {
      fail(`${action} network ${(error as Error).message}`);
      return false;
    }
  };

  await Promise.all(Array.from({ length: clients }, async (_, client) => {
    const mine = players.filter((_, i) => i % clients === client);
    for (let k = 0; performance.now() < deadline && !stop(); k += 1) {
      const player = mine[k % mine.length]!;
      const id = `${label}-${client}-${k}`;
      const pairStarted = performance.now();
      const bet = { playerId: player.playerId, sessionToken: player.sessionToken, transactionId: `${id}-b`, roundId: id, gameCode: 'dice', amount: 100 };
      if (!(await timed('bet', bet))) continue;
      const win = { playerId: player.playerId, transactionId: `${id}-w`, roundId: id, amount: (k * 37) % 201 };
      if (!(await timed('win', win))) continue;
      const pairEnded = performance.now();
      result.pairMs.push(pairEnded - pairStarted);
      if (pairEnded <= deadline) result.pairs += 1;
    }
  }));
  return result;
}
