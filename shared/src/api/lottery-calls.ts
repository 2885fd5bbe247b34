import type {
  LotteryArea,
  LotteryBet,
  LotteryDraw,
  LotteryGamesByCode,
  LotteryLobby,
  LotteryPlaceBetsBody,
  LotteryPlaced,
  LotteryPrizeMode,
  LotteryVnMenu,
  Page,
} from '@khela/contracts';
// The client comes from the singleton by its package name, never by a relative path: this module
// is part of the `@khela/shared/lottery` entry, which another build may serve (see sealed-call.ts).
import { api } from '@khela/shared';
import { LOTTERY_PATHS } from '@khela/contracts/lottery';

/** The contract's paths (plain values, no schema library in this entry). */
export const lotteryPaths = LOTTERY_PATHS;

export interface LotteryPagedQuery {
  pageNo: number;
  pageSize: number;
}

/** Khela's own lotteries (docs/lottery.md): lobby, games, results, one draw, placing and listing bets. */
export const lotteryCalls = {
  games: (prizeMode: LotteryPrizeMode) => api.get<LotteryGamesByCode>(lotteryPaths.games, { searchParams: { prizeMode, device: 'WEB' } }),
  vnMenu: (prizeMode: LotteryPrizeMode = 'LOTT') => api.get<LotteryVnMenu>(lotteryPaths.vnMenu, { searchParams: { prizeMode, device: 'WEB' } }),
  lobby: (area?: LotteryArea) => api.get<LotteryLobby>(lotteryPaths.lobby, { searchParams: { area } }),
  results: ({ gameCode, pageNo, pageSize }: LotteryPagedQuery & { gameCode: string }) =>
    api.get<Page<LotteryDraw>>(lotteryPaths.results, { searchParams: { gameCode, pageNo, pageSize } }),
  draw: (drawId: string) => api.get<LotteryDraw>(lotteryPaths.draw.replace(':drawId', encodeURIComponent(drawId))),
  /** `body.requestId`: one per submission, the same on a retry (the api books a request once and answers a repeat alike). */
  placeBets: (body: LotteryPlaceBetsBody) => api.post<LotteryPlaced>(lotteryPaths.placeBets, { json: body }),
  myBets: ({ gameCode, status, pageNo, pageSize }: LotteryPagedQuery & { gameCode?: string; status?: 'open' | 'settled' }) =>
    api.get<Page<LotteryBet>>(lotteryPaths.myBets, { searchParams: { gameCode, status, pageNo, pageSize } }),
};
