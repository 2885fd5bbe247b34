import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { calls } from '../api/calls';
import type { Announcements } from '../api/wire';
import { announcementsAtom } from './public-atoms';
import { isLoginAtom } from './session-atoms';

let inFlight: Promise<unknown> | null = null;

/**
 * The announcements the shell loads at start. A remote mounted before that answer arrives (or
 * without the shell, as in tests) fetches them once itself; execution A for members, B for visitors.
 */
export function useAnnouncements(): Announcements | null {
  const [announcements, setAnnouncements] = useAtom(announcementsAtom);
  const isLogin = useAtomValue(isLoginAtom);
  useEffect(() => {
    if (announcements || inFlight) return;
    inFlight = calls
      .announcements(isLogin ? 'A' : 'B')
      .then((result) => {
        if (result.ok) setAnnouncements(result.value);
      })
      .finally(() => {
        inFlight = null;
      });
  }, [announcements, isLogin, setAnnouncements]);
  return announcements;
}
