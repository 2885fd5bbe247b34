import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { calls } from '../api/calls';
import type { Announcements } from '../api/wire';
import type { Language } from '../bus/event-bus';
import { useLanguage } from '../i18n/use-language';
import { queryClient, unwrap } from '../query/query-client';
import { announcementsAtom } from './public-atoms';
import { isLoginAtom } from './session-atoms';

/** Who the announcements are for: SPEC §2 execution B for visitors, A for members, A with F first at a first login. */
export type AnnouncementAudience = 'visitor' | 'member' | 'firstLogin';

async function fetchAnnouncements(audience: AnnouncementAudience): Promise<Announcements> {
  const main = await unwrap(calls.announcements(audience === 'visitor' ? 'B' : 'A'));
  if (audience !== 'firstLogin') return main;
  // The F list only adds popups: without it the member still sees the A list.
  const first = await calls.announcements('F');
  return first.ok ? { ...main, popup: [...first.value.popup, ...main.popup] } : main;
}

/**
 * The one query of the announcements, for the shell's start-up load and for a remote that mounts
 * before it answered: one request for both (dedupe). Thirty seconds fresh: a logout and login
 * within that time reuse the list; a new announcement shows on the next visit.
 */
export function announcementsQuery(audience: AnnouncementAudience, language: Language) {
  return queryOptions({ queryKey: ['announcements', audience, language], queryFn: () => fetchAnnouncements(audience), staleTime: 30_000 });
}

/**
 * The announcements the shell loads at start. A remote mounted before that answer arrives (or
 * without the shell, as in tests) asks for them itself, through the same query; the answer goes to
 * the session store so the banner, popup and promotion atoms read it too.
 */
export function useAnnouncements(): Announcements | null {
  const [announcements, setAnnouncements] = useAtom(announcementsAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const language = useLanguage();
  // The one client named outright: a remote's component may be tested without a provider.
  const query = useQuery({ ...announcementsQuery(isLogin ? 'member' : 'visitor', language), enabled: announcements === null }, queryClient);
  useEffect(() => {
    if (announcements === null && query.data) setAnnouncements(query.data);
  }, [announcements, query.data, setAnnouncements]);
  return announcements ?? query.data ?? null;
}
