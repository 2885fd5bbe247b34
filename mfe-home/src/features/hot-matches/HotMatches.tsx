import { gameCalls, keepPreviousData, unwrap, useLanguage, useQuery, type HotMatch } from '@khela/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeSection } from '@/components/HomeSection';
import { QueryArea } from '@/components/QueryArea';
import { useNearViewport } from '@/lib/use-near-viewport';
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
  const matches = useQuery({
    queryKey: ['home', 'hot-matches', language],
    queryFn: () => unwrap(gameCalls.hotMatches()),
    enabled: near,
    // Odds move: an answer is reused for a minute (coming back to the home page), then asked again.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return (
    <HomeSection ref={ref} id="hot-matches" title={t('hotMatches.title')}>
      <div className={styles.area}>
        <QueryArea
          query={matches}
          loading={
            <p className={styles.status} role="status">
              {t('hotMatches.loading')}
            </p>
          }
          failedTitle={t('hotMatches.failed')}
          isEmpty={(value) => value.list.length === 0}
          emptyTitle={t('hotMatches.empty')}
        >
          {(value) => <MatchesView matches={value.list} />}
        </QueryArea>
      </div>
    </HomeSection>
  );
}
