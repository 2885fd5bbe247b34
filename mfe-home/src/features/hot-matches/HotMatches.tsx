import { gameCalls, unwrap, type HotMatch } from '@khela/shared';
import { useEffect, useState } from 'react';
import { QuerySection } from '@/components/QuerySection';
import { useSectionQuery } from '@/lib/use-section-query';
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
  // Odds move: an answer is reused for a minute (coming back to the home page), then asked again.
  const section = useSectionQuery('hot-matches', () => unwrap(gameCalls.hotMatches()), { staleTime: 60_000 });
  return (
    <QuerySection section={section} id="hot-matches" texts="hotMatches" frameClassName={styles.area} isEmpty={(value) => value.list.length === 0}>
      {(value) => <MatchesView matches={value.list} />}
    </QuerySection>
  );
}
