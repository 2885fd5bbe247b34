import { gameCalls, unwrap } from '@khela/shared';
import { LazySectionContent } from '@/components/LazySectionContent';
import { QuerySection } from '@/components/QuerySection';
import { useLazyComponent } from '@/lib/use-lazy-component';
import { useSectionQuery } from '@/lib/use-section-query';
import frame from './hot-matches-frame.module.css';

const loadMatchesView = () => import('./MatchesView').then((m) => m.MatchesView);

/**
 * Hot matches (SPEC §2): upcoming fixtures in a swiper. Its data and the code that draws it are
 * both fetched when the section nears the viewport, so the first load carries neither.
 */
export function HotMatches() {
  // Odds move: an answer is reused for a minute (coming back to the home page), then asked again.
  const section = useSectionQuery('hot-matches', () => unwrap(gameCalls.hotMatches()), { staleTime: 60_000 });
  const view = useLazyComponent(loadMatchesView, section.near);
  return (
    <QuerySection section={section} id="hot-matches" texts="hotMatches" frameClassName={frame.area} isEmpty={(value) => value.list.length === 0}>
      {(value) => <LazySectionContent state={view} props={{ matches: value.list }} texts="hotMatches" />}
    </QuerySection>
  );
}
