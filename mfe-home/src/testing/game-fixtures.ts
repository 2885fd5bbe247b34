import type { ApiResult, Game, GamesValue, HotMatch, Winner } from '@khela/shared';
import { ApiError } from '@khela/shared';

/** Tests only: records as the games calls answer them (docs/games.md), and the answers' envelopes. */
export function game(nodeId: number, overrides: Partial<Game> = {}): Game {
  const name = `Game ${nodeId}`;
  return {
    nodeId,
    gameId: `g${nodeId}`,
    gameCode: `code-${nodeId}`,
    vassalage: 'HOUSE',
    gameType: 'RNG',
    isGame: 'GAME',
    iconUrl: `/TCG_PROD_IMAGES/GAME_ICON/HOUSE/${nodeId}.png`,
    gameName: name,
    nodeName: name,
    gameClassify: null,
    freeTrial: false,
    ...overrides,
  };
}

export function games(from: number, count: number, overrides: Partial<Game> = {}): Game[] {
  return Array.from({ length: count }, (_, index) => game(from + index, overrides));
}

export function gamesPage(list: Game[], pageNo = 1, totalPages = 1): GamesValue {
  return { games: list, pageNo, totalPages, total: totalPages * 12 };
}

export function winner(overrides: Partial<Winner> = {}): Winner {
  return { player: 'ra***1', gameName: 'Fortune Tiger', vendor: 'HOUSE', gameType: 'RNG', amount: 123_450, time: new Date().toISOString(), ...overrides };
}

export function hotMatch(matchId: string, overrides: Partial<HotMatch> = {}): HotMatch {
  return {
    matchId,
    sport: 'football',
    league: 'Bangladesh Premier League',
    home: { name: 'Dhaka Abahani', logo: '/TCG_PROD_IMAGES/TEAM/abahani.png' },
    away: { name: 'Mohammedan SC', logo: '/TCG_PROD_IMAGES/TEAM/mohammedan.png' },
    kickoff: '2099-01-01T12:00:00.000Z',
    odds: { home: 1.85, draw: 3.4, away: 4.1 },
    vendor: 'KSPORT',
    day: '2099-01-01',
    ...overrides,
  };
}

export const ok = <T>(value: T): Promise<ApiResult<T>> => Promise.resolve({ ok: true, value });

export const failed = <T>(message = 'Network abnormal, please retry'): Promise<ApiResult<T>> =>
  Promise.resolve({ ok: false, error: new ApiError('network', message, 0) });

/**
 * The hot games kept in session storage do not carry from one test to the next (each render has
 * its own query client, so no other answer does).
 */
export function forgetHomeCaches(): void {
  window.sessionStorage.clear();
}
