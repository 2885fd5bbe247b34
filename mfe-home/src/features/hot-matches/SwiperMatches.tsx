import type { HotMatch } from '@khela/shared';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import styles from './hot-matches.module.css';
import { hotMatchSwiperOptions } from './match-options';
import { MatchSlide } from './MatchSlide';

/** The matches in a swiper. Its own chunk: HotMatches fetches it only once there are matches to swipe. */
export function SwiperMatches({ matches }: { matches: readonly HotMatch[] }) {
  const options = hotMatchSwiperOptions(matches.length, prefersReducedMotion());
  return (
    <Swiper modules={[A11y]} {...options} className={styles.swiper}>
      {matches.map((match) => (
        <SwiperSlide key={match.matchId} className={styles.swiperSlide}>
          <MatchSlide match={match} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
