import { calls, unwrap, useLanguage, useQuery, useQueryClient, type NoticePopularValue } from '@khela/shared';

/** How long the answer is reused: notices change seldom, the popular list is a week's figures. */
export const NOTICE_POPULAR_STALE_MS = 5 * 60_000;

/**
 * `GET /wps/notice_popular` (SPEC §7): the notices and the brand's popular games in one call. The
 * marquee and the popular row read the same query, so the home page asks once — the call the
 * marquee made for the notices alone before. The notices are also kept under the notice popup's
 * key (`['notices', language]`), so opening a title shows them without asking again.
 */
export function useNoticePopular<T = NoticePopularValue>(select?: (value: NoticePopularValue) => T) {
  const language = useLanguage();
  const client = useQueryClient();
  return useQuery({
    queryKey: ['home', 'notice-popular', language] as const,
    queryFn: async () => {
      const value = await unwrap(calls.noticePopular());
      client.setQueryData<NoticePopularValue['notices']>(['notices', language], value.notices);
      return value;
    },
    staleTime: NOTICE_POPULAR_STALE_MS,
    select,
  });
}
