import { gameCalls, type ApiError, type LaunchRequest } from '@khela/shared';
import type { GameStart } from './game-start';

/** The game a launch names: by catalogue node, or by vendor and game code. */
export type LaunchTarget = Pick<LaunchRequest, 'nodeId' | 'vendor' | 'gameCode'>;

export type TargetLookup =
  | { kind: 'found'; target: LaunchTarget; gameName?: string }
  /** A vendor card whose vendor has no game to open. */
  | { kind: 'none' }
  | { kind: 'failed'; error: ApiError };

/**
 * A tile names its game; a vendor card (a lobby vendor such as live casino or sports) names only
 * the vendor and category, so its first game, the vendor's lobby, is what opens.
 */
export async function findLaunchTarget(start: GameStart): Promise<TargetLookup> {
  if (start.nodeId !== undefined) return { kind: 'found', target: { nodeId: start.nodeId }, gameName: start.gameName };
  if (start.gameCode) return { kind: 'found', target: { vendor: start.vendor, gameCode: start.gameCode }, gameName: start.gameName };
  const result = await gameCalls.games({ gameType: start.gameType, vassalage: start.vendor, pageNo: 1, pageSize: 1 });
  if (!result.ok) return { kind: 'failed', error: result.error };
  const first = result.value.games[0];
  return first ? { kind: 'found', target: { nodeId: first.nodeId }, gameName: start.gameName ?? first.gameName } : { kind: 'none' };
}
