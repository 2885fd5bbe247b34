import { gameCalls, unwrap } from '@khela/shared';
import { LazySectionContent } from '@/components/LazySectionContent';
import { QuerySection } from '@/components/QuerySection';
import { useLazyComponent } from '@/lib/use-lazy-component';
import { useSectionQuery } from '@/lib/use-section-query';
import frame from './winners-frame.module.css';

/** The board asks for the newest wins again every minute. */
export const winnersRefreshMs = 60_000;

const loadTicker = () => import('./WinnersTicker').then((m) => m.WinnersTicker);

/** SPEC §9 winners board: the last 100 settled wins (names masked by the api); its data and the ticker's code are fetched when near the viewport. */
export function WinnersBoard() {
  // Asked again every minute while the page is visible; an answer younger than that is shown as
  // it is when the reader comes back to the home page.
  const section = useSectionQuery('winners', () => unwrap(gameCalls.winners()), { staleTime: winnersRefreshMs, refetchInterval: winnersRefreshMs });
  const ticker = useLazyComponent(loadTicker, section.near);
  return (
    <QuerySection section={section} id="winners" texts="winners" frameClassName={frame.board} isEmpty={(value) => value.list.length === 0}>
      {(value) => <LazySectionContent state={ticker} props={{ winners: value.list }} texts="winners" />}
    </QuerySection>
  );
}
