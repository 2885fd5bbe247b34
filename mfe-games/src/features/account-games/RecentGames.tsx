import { gameCalls, isLoginAtom, memberInfoAtom, useLanguage, useSearchParams } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { gamesPerPage } from '@/lib/centers';
import type { PageLoader } from '@/lib/fetch-pages';
import { PagedGameGrid } from '@/components/PagedGameGrid';
import { usePagedGames } from '@/lib/use-paged-games';
import { readListQuery, withPage } from '@/lib/list-query';
import { PageHeading } from '@/components/PageHeading';
import styles from '@/components/ui.module.css';
import { BrowseGames } from './BrowseGames';
import { LoginPrompt } from './LoginPrompt';

const loadRecent: PageLoader = async (pageNo) => {
  const result = await gameCalls.recent(pageNo, gamesPerPage);
  return result.ok ? { ok: true, value: { games: result.value.content, totalPages: result.value.totalPages, total: null } } : result;
};

function RecentList({ memberId }: { memberId: string }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const { page } = readListQuery(search);
  const list = usePagedGames({
    queryKey: ['games', 'recent', memberId, language],
    load: loadRecent,
    page,
    // Every game played changes it: a visit shows what is kept at once and asks again behind it.
    staleTime: 0,
  });
  return (
    <PagedGameGrid
      list={list}
      label={t('recent.listLabel')}
      empty={<BrowseGames title={t('recent.empty')} />}
      onLoadMore={() => setSearch(withPage(search, page + 1), { replace: true })}
    />
  );
}

/** /recent: the games the member played last, 24 at a time with "load more"; a visitor is asked to log in. */
export function RecentGames() {
  const { t } = useTranslation('games');
  const isLogin = useAtomValue(isLoginAtom);
  const member = useAtomValue(memberInfoAtom);
  return (
    <div className={styles.page} data-testid="account-games-recent">
      <PageHeading>{t('recent.title')}</PageHeading>
      {isLogin && member ? <RecentList memberId={member.id} /> : <LoginPrompt title={t('recent.login')} />}
    </div>
  );
}
