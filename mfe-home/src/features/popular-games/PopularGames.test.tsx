import { calls } from '@khela/shared';
import { screen, within } from '@testing-library/react';
import { failed, game, ok } from '@/testing/game-fixtures';
import { renderHome } from '@/testing/render-home';
import { PopularGames } from './PopularGames';

describe('PopularGames', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the popular games of GET /wps/notice_popular as tiles', async () => {
    jest.spyOn(calls, 'noticePopular').mockReturnValue(ok({ notices: [], popular: [game(1, { gameName: 'Baccarat Room' }), game(2, { gameName: 'Lucky Lotus' })] }));
    renderHome(<PopularGames />, { language: 'en' });
    const section = screen.getByRole('region', { name: 'Popular this week' });
    expect(await within(section).findByRole('button', { name: 'Play Baccarat Room' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Play Lucky Lotus' })).toBeInTheDocument();
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
