import { bus, closePopup, isLoginAtom, isTrialAtom, queryClient, realityCheckCalls, realityCheckQueryKey, unwrap, useQuery, type RealityCheck, type RealityCheckAction } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyView } from '@/lib/lazy-view';
import { endSession } from '@/lib/session/end-session';
import { loadRealityTexts } from './reality-texts';
import { isDue, msUntilDue } from './reality-time';

/** The dialog's code is fetched when a reminder is due: no page's first load needs it. */
const RealityCheckDialog = lazyView(() => import('./RealityCheckDialog').then((m) => m.RealityCheckDialog));

/** A failed look at a due reminder is tried again after this long. */
const RETRY_MS = 30_000;

/**
 * Reality checks for a logged-in member (docs/safer-gambling-reality.md): reads the member's
 * interval and the session's anchor from the api, waits for the next reminder by the server's clock
 * (so a reload neither restarts nor skips it), then asks the api again for the time played and net
 * result and shows the reminder over the page, a game page or a game window alike.
 *
 * "Stop playing" records the answer, closes any game and logs out: the reminders belong to the
 * session, and a member who chose to stop should not be one tap away from the next bet.
 */
export function RealityCheckHost() {
  const loggedIn = useAtomValue(isLoginAtom);
  const trial = useAtomValue(isTrialAtom);
  const enabled = loggedIn && !trial;
  const query = useQuery({ queryKey: realityCheckQueryKey, queryFn: () => unwrap(realityCheckCalls.get()), enabled, staleTime: Infinity, retry: 1 });
  const [due, setDue] = useState<RealityCheck | null>(null);

  useEffect(
    () => {
      const onLogout = () => {
        setDue(null);
        queryClient.removeQueries({ queryKey: realityCheckQueryKey });
      };
      bus.on('session:logout', onLogout);
      return () => bus.off('session:logout', onLogout);
    },
    [],
  );

  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (!enabled || !data || due) return undefined;
    const wait = msUntilDue(data, dataUpdatedAt, Date.now());
    if (wait === null) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const look = async () => {
      const fresh = await realityCheckCalls.get();
      if (cancelled) return;
      if (!fresh.ok) {
        timer = setTimeout(() => void look(), RETRY_MS);
        return;
      }
      if (isDue(fresh.value)) {
        await loadRealityTexts().catch(() => undefined);
        if (cancelled) return;
        setDue(fresh.value);
      }
      // Not due after all (the page's clock ran ahead): the new answer schedules again.
      queryClient.setQueryData(realityCheckQueryKey, fresh.value);
    };
    timer = setTimeout(() => void look(), wait);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, data, dataUpdatedAt, due]);

  const onAnswer = useCallback(
    async (action: RealityCheckAction): Promise<boolean> => {
      if (!due?.nextDueAt) return true;
      const answered = await realityCheckCalls.answer(due.nextDueAt, action);
      if (action === 'stop') {
        // Stopping never waits on the answer being saved: the game closes and the session ends either way.
        closePopup('game');
        setDue(null);
        await endSession();
        return true;
      }
      if (!answered.ok) return false;
      queryClient.setQueryData(realityCheckQueryKey, answered.value);
      setDue(null);
      return true;
    },
    [due],
  );

  return due ? (
    <Suspense fallback={null}>
      <RealityCheckDialog check={due} onAnswer={onAnswer} />
    </Suspense>
  ) : null;
}
