import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '@/features/banners/BannerCarousel';
import { GameMenuTabs } from '@/features/game-menu/GameMenuTabs';
import { HotGames } from '@/features/hot-games/HotGames';
import { HotMatches } from '@/features/hot-matches/HotMatches';
import { JackpotCounter } from '@/features/jackpot/JackpotCounter';
import { NoticeMarquee } from '@/features/notices/NoticeMarquee';
import { PopularGames } from '@/features/popular-games/PopularGames';
import { WinnersBoard } from '@/features/winners/WinnersBoard';
import styles from './home.module.css';

/**
 * The home page, mobile first: the banner (the page's largest paint) and the game menu come first;
 * the winners board, hot games and hot matches below fetch their data as they near the viewport; the
 * popular row shows the answer the notice marquee asked for (one call for both, GET /wps/notice_popular).
 * Every area keeps its height while it loads, so nothing jumps when answers arrive.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div className={styles.page} data-testid="home-page">
      <h1 className={styles.srOnly}>{t('title')}</h1>
      <BannerCarousel />
      <NoticeMarquee />
      <JackpotCounter />
      <GameMenuTabs />
      <WinnersBoard />
      <HotGames />
      <PopularGames />
      <HotMatches />
    </div>
  );
}
