import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { ApiError } from '../api/api-error';
import { gameCalls } from '../api/game-calls';
import type { Game } from '../api/games-wire';
import { bus } from '../bus/event-bus';
import { openPopup } from '../popup/open-popup';
import { modal } from '../popup/modal';
import { queryClient as siteQueryClient, unwrap } from '../query/query-client';
import { memberInfoAtom } from '../store/session-atoms';
import { sessionExpiredCode } from '../api/client';

/** SPEC §9: one favourite toggle per 1000 ms (the api refuses faster ones too). */
export const favouriteToggleIntervalMs = 1000;

/** Every favourites query starts with this key (then the member's id). */
export const favouritesKey = ['games', 'favourites'] as const;

/**
 * The member's favourite games, newest first (SPEC §9: all of them, page size 999). Loaded once a
 * session: only this member's hearts change the list, and they change the cached list in place,
 * so it never goes stale by time.
 */
export function favouritesQuery(memberId: string) {
  return queryOptions({
    queryKey: [...favouritesKey, memberId] as const,
    queryFn: async (): Promise<Game[]> => (await unwrap(gameCalls.favourites())).content,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The favourites query of the member logged in; idle (no call) for a visitor. */
export function useFavouriteGames() {
  const member = useAtomValue(memberInfoAtom);
  return useQuery({ ...favouritesQuery(member?.id ?? ''), enabled: member !== null });
}

/** The favourite ids, loaded on first use after login; empty for a visitor. */
export function useFavouriteIds(): ReadonlySet<number> {
  const { data } = useFavouriteGames();
  return useMemo(() => new Set((data ?? []).map((game) => game.nodeId)), [data]);
}

export type ToggleOutcome = 'added' | 'removed' | 'login' | 'tooFast' | 'failed';

/** When the last toggle went out, page-wide: the limit is the member's, not one heart's. */
let lastToggleAt = Number.NEGATIVE_INFINITY;

interface Toggle {
  game: Game;
  adding: boolean;
  memberId: string;
}

/**
 * Adds or removes a favourite: a visitor gets the login popup; a second toggle within 1000 ms is
 * ignored; the heart changes at once (optimistic) and goes back, with the api's reason shown, if
 * the call fails.
 */
export function useToggleFavourite(): (game: Game) => Promise<ToggleOutcome> {
  const member = useAtomValue(memberInfoAtom);
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: ({ game, adding }: Toggle) => unwrap(adding ? gameCalls.addFavourite(game) : gameCalls.removeFavourite(game.nodeId)),
    onMutate: async ({ game, adding, memberId }: Toggle) => {
      const { queryKey } = favouritesQuery(memberId);
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey) ?? [];
      client.setQueryData(queryKey, adding ? [game, ...before] : before.filter((kept) => kept.nodeId !== game.nodeId));
      return { before };
    },
    onError: (error, { memberId }, rollback) => {
      if (rollback) client.setQueryData(favouritesQuery(memberId).queryKey, rollback.before);
      if (!(error instanceof ApiError && error.code === sessionExpiredCode)) modal.open({ icon: 'warning', text: error.message });
    },
  });
  return useCallback(
    async (game: Game): Promise<ToggleOutcome> => {
      if (!member) {
        openPopup('login');
        return 'login';
      }
      const at = Date.now();
      if (at - lastToggleAt < favouriteToggleIntervalMs) return 'tooFast';
      lastToggleAt = at;
      // Adding or removing is decided on the member's list, so it is loaded first (once a session).
      const before = await client.ensureQueryData(favouritesQuery(member.id)).catch((): Game[] => []);
      const adding = !before.some((kept) => kept.nodeId === game.nodeId);
      return mutateAsync({ game, adding, memberId: member.id }).then(
        () => (adding ? 'added' : 'removed'),
        () => 'failed',
      );
    },
    [member, client, mutateAsync],
  );
}

/** Tests start from a clean slate: no toggle just made, no list cached in the site's client. */
export function resetFavouritesForTests(): void {
  lastToggleAt = Number.NEGATIVE_INFINITY;
  siteQueryClient.removeQueries({ queryKey: favouritesKey });
}

// A new session starts with its own list.
const forgetFavourites = () => siteQueryClient.removeQueries({ queryKey: favouritesKey });
bus.on('session:logout', forgetFavourites);
bus.on('session:login', forgetFavourites);
