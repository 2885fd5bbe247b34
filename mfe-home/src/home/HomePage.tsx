import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '../banners/BannerCarousel';
import { GameMenuTabs } from '../game-menu/GameMenuTabs';
import { JackpotCounter } from '../jackpot/JackpotCounter';
import { NoticeMarquee } from '../notices/NoticeMarquee';
import { UpcomingSection } from '../sections/UpcomingSection';
import styles from './home.module.css';

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div className={styles.page} data-testid="home-page">
      <h1 className={styles.srOnly}>{t('title')}</h1>
      <BannerCarousel />
      <NoticeMarquee />
      <JackpotCounter />
      <GameMenuTabs />
      {/* Winners, hot games and hot matches arrive with the games issue: headings and an honest empty state until then. */}
      <UpcomingSection id="winners" title={t('winners.title')} emptyText={t('winners.empty')} />
      <UpcomingSection id="hot-games" title={t('hotGames.title')} emptyText={t('hotGames.empty')} />
      <UpcomingSection id="hot-matches" title={t('hotMatches.title')} emptyText={t('hotMatches.empty')} />
    </div>
  );
}
