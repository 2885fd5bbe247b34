import type { HotMatch } from '@khela/shared';
import { useLazyComponent } from '@/lib/use-lazy-component';
import styles from './hot-matches.module.css';
import { MatchSlide } from './MatchSlide';

const loadCarousel = () => import('./SwiperMatches').then((m) => m.SwiperMatches);

/**
 * The matches: one standing still, or a swiper whose code is fetched only when there is more than
 * one match to swipe through. Its own chunk, fetched as the section nears the viewport.
 */
export function MatchesView({ matches }: { matches: readonly HotMatch[] }) {
  const carousel = useLazyComponent(loadCarousel, matches.length > 1);
  if (carousel.status === 'ready') return <carousel.Component matches={matches} />;
  // Until the swiper is here (or offline without it) the first match stays, still and working.
  return (
    <div className={styles.still} data-testid="hot-match-still">
      <MatchSlide match={matches[0]!} />
    </div>
  );
}
