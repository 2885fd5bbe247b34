import { gameCalls, isLoginAtom, memberInfoAtom, useLanguage, useSearchParams } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { gamesPerPage } from '../centers/centers';
import type { PageLoader } from '../games-list/fetch-pages';
import { PagedGameGrid } from '../games-list/PagedGameGrid';
import { usePagedGames } from '../games-list/use-paged-games';
import { readListQuery, withPage } from '../list-center/list-query';
import { PageHeading } from '../ui/PageHeading';
import styles from '../ui/ui.module.css';
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
  const list = usePagedGames(JSON.stringify(['recent', memberId, language]), loadRecent, page);
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
