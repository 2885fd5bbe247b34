import { EmptyState, gameCalls, useLanguage, type HotMatch } from '@khela/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../data/use-call';
import { useNearViewport } from '../data/use-near-viewport';
import { HomeSection } from '../sections/HomeSection';
import { LoadFailed } from '../sections/LoadFailed';
import styles from './hot-matches.module.css';
import { MatchSlide } from './MatchSlide';
import type { SwiperMatches } from './SwiperMatches';

type Carousel = typeof SwiperMatches;

/** The swiper's code is fetched only when there is more than one match to swipe through. */
function useCarouselWhenNeeded(needed: boolean): Carousel | null {
  const [carousel, setCarousel] = useState<Carousel | null>(null);
  useEffect(() => {
    if (!needed || carousel) return;
    let live = true;
    import('./SwiperMatches').then(
      (module) => live && setCarousel(() => module.SwiperMatches),
      () => undefined, // offline: the first match stays, still and working
    );
    return () => {
      live = false;
    };
  }, [needed, carousel]);
  return carousel;
}

function MatchesView({ matches }: { matches: readonly HotMatch[] }) {
  const Carousel = useCarouselWhenNeeded(matches.length > 1);
  if (Carousel) return <Carousel matches={matches} />;
  return (
    <div className={styles.still} data-testid="hot-match-still">
      <MatchSlide match={matches[0]!} />
    </div>
  );
}

/** Hot matches (SPEC §2): upcoming fixtures in a swiper, fetched when the section nears the viewport. */
export function HotMatches() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { ref, near } = useNearViewport<HTMLElement>();
  const { state, retry } = useCall(() => gameCalls.hotMatches(), { enabled: near, key: language });
  return (
    <HomeSection ref={ref} id="hot-matches" title={t('hotMatches.title')}>
      <div className={styles.area}>
        {state.status === 'loading' ? (
          <p className={styles.status} role="status">
            {t('hotMatches.loading')}
          </p>
        ) : state.status === 'failed' ? (
          <LoadFailed title={t('hotMatches.failed')} detail={state.message} onRetry={retry} />
        ) : state.value.list.length === 0 ? (
          <EmptyState title={t('hotMatches.empty')} />
        ) : (
          <MatchesView matches={state.value.list} />
        )}
      </div>
    </HomeSection>
  );
}
