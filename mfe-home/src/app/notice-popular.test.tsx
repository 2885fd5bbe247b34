import { calls } from '@khela/shared';
import { screen, within } from '@testing-library/react';
import { NoticeMarquee } from '@/features/notices/NoticeMarquee';
import { PopularGames } from '@/features/popular-games/PopularGames';
import { game, ok } from '@/testing/game-fixtures';
import { renderHome } from '@/testing/render-home';

afterEach(() => jest.restoreAllMocks());

/** The home page's marquee and popular row share one call (docs/spec-sweep.md "Notice and popular"). */
it('shows the popular games from the one call the marquee makes (GET /wps/notice_popular), and keeps the notices for the popup', async () => {
  const noticePopular = jest.spyOn(calls, 'noticePopular').mockReturnValue(
    ok({ notices: [{ id: 1, title: 'Maintenance tonight', content: '<p>x</p>' }], popular: [game(1, { gameName: 'Baccarat Room' }), game(2, { gameName: 'Lucky Lotus' })] }),
  );
  const notices = jest.spyOn(calls, 'notices');
  const { queryClient } = renderHome(
    <>
      <NoticeMarquee />
      <PopularGames />
    </>,
    { language: 'en' },
  );
  const section = screen.getByRole('region', { name: 'Popular this week' });
  expect(await within(section).findByRole('button', { name: 'Play Baccarat Room' })).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Play Lucky Lotus' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Read notice: Maintenance tonight' })).toBeInTheDocument();
  // One request for both; the old notices call is not made, and the notice popup finds the titles.
  expect(noticePopular).toHaveBeenCalledTimes(1);
  expect(notices).not.toHaveBeenCalled();
  expect(queryClient.getQueryData(['notices', 'en'])).toEqual([{ id: 1, title: 'Maintenance tonight', content: '<p>x</p>' }]);
});

