import { calls } from '@khela/shared';
import { screen, within } from '@testing-library/react';
import { NoticeMarquee } from '@/features/notices/NoticeMarquee';
import { failed, game, ok } from '@/testing/game-fixtures';
import { renderHome } from '@/testing/render-home';
import { PopularGames } from './PopularGames';

describe('PopularGames', () => {
  afterEach(() => jest.restoreAllMocks());

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

  it('is titled in Bengali on the Bengali page', async () => {
    jest.spyOn(calls, 'noticePopular').mockReturnValue(ok({ notices: [], popular: [game(1, { gameName: 'Baccarat Room' })] }));
    renderHome(<PopularGames />, { language: 'bn' });
    expect(await screen.findByRole('region', { name: 'এই সপ্তাহে সবচেয়ে বেশি খেলা' })).toBeInTheDocument();
  });

  it('says so when there are none, or when they cannot load', async () => {
    jest.spyOn(calls, 'noticePopular').mockReturnValueOnce(ok({ notices: [], popular: [] })).mockReturnValueOnce(failed());
    const first = renderHome(<PopularGames />, { language: 'en' });
    expect(await screen.findByText('No popular games to show yet')).toBeInTheDocument();
    first.unmount();
    renderHome(<PopularGames />, { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The popular games could not load');
  });
});
