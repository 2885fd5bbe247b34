import { bus, useLanguage, useQuery, useQueryClient, type KhelaEvents } from '@khela/shared';
import { LOTTERY_SOCKET_EVENT, lotteryCalls } from '@khela/shared/lottery';
import type { LotteryArea, LotteryGame } from '@khela/contracts';
import { useEffect } from 'react';
import { clockSkewMs } from '@/lib/server-clock';

/** Every lottery query starts with this, so a draw's change refreshes them all. */
export const lotteryKey = 'lottery';

/** Seconds between refreshes while a shown draw is past its time and the news has not come. */
export const catchUpMs = 3_000;

/** A game whose next draw is over (closed by the clock) or missing: its lobby answer is out of date. */
export function outOfDate(game: LotteryGame, serverNow: number): boolean {
  return !game.nextDraw || Date.parse(game.nextDraw.drawAt) <= serverNow;
}

/** The lobby of an area: its games with next draw and last result, and the phone's clock skew. */
export function useLobby(area: LotteryArea) {
  const language = useLanguage();
  return useQuery({
    queryKey: [lotteryKey, 'lobby', area, language],
    queryFn: async () => {
      const lobby = await lotteryCalls.lobby(area);
      if (!lobby.ok) throw lobby.error;
      return { ...lobby.value, skewMs: clockSkewMs(lobby.value.serverTime, Date.now()) };
    },
    // The fallback to /ws: while a game's draw is past and not yet replaced, ask again.
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      const now = Date.now() + data.skewMs;
      return data.games.some((game) => outOfDate(game, now)) ? catchUpMs : false;
    },
  });
}

/** The Vietnam menu (regions, each province's next draw and whether it draws today), for /vnLottery only. */
export function useVnMenu(enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: [lotteryKey, 'vnMenu', language],
    enabled,
    queryFn: async () => {
      const menu = await lotteryCalls.vnMenu();
      if (!menu.ok) throw menu.error;
      return menu.value;
    },
    // A failed menu leaves the lobby's plain list: no retry storm.
    retry: false,
  });
}

/**
 * Listens to the /ws channel (through the bus): when a draw of these games changes state, every
 * lottery query is refreshed (next draw, result, my bets).
 */
export function useLiveDraws(gameCodes: string[]) {
  const queryClient = useQueryClient();
  const codes = gameCodes.join(',');
  useEffect(() => {
    const watched = new Set(codes.split(','));
    const onMessage = (message: KhelaEvents['socket:message']) => {
      if (message.type !== LOTTERY_SOCKET_EVENT || typeof message.gameCode !== 'string' || !watched.has(message.gameCode)) return;
      void queryClient.invalidateQueries({ queryKey: [lotteryKey] });
    };
    bus.on('socket:message', onMessage);
    return () => bus.off('socket:message', onMessage);
  }, [codes, queryClient]);
}
