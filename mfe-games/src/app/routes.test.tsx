import { FIRST_FRAME_ID, history } from '@khela/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { FakeGamesApi, gamePaths, lane, member, renderGames, renderGamesAt, vendorCard } from '@/testing/games-test-support';
import { GamesRoutes, gamesRoutes } from './routes';

beforeEach(() => {
  new FakeGamesApi();
});

describe('games routes', () => {
  it.each([
    ['/sports', 'vendor-center-SPORTS', 'Sports'],
    ['/esports', 'vendor-center-ESPORTS', 'E-sports'],
    ['/lott', 'vendor-center-LOTT', 'Lottery'],
    ['/elott', 'vendor-center-ELOTT', 'E-lottery'],
    ['/live', 'list-center-LIVE', 'Live casino'],
    ['/fish', 'list-center-FISH', 'Fishing'],
    ['/rng', 'list-center-RNG', 'Slots'],
    ['/pvp', 'list-center-PVP', 'Card games'],
    ['/favorite', 'account-games-favorite', 'Favourites'],
    ['/recent', 'account-games-recent', 'Recent games'],
    ['/seamless', 'seamless-page', 'Game'],
  ])('%s shows its page', async (path, testId, heading) => {
    renderGamesAt(path, gamesRoutes, { as: member });
    expect(screen.getByTestId(testId)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('tile-skeleton')).not.toBeInTheDocument());
  });

  it("takes away a center's first frame index.html drew once the page is drawn", async () => {
    const frame = Object.assign(document.createElement('div'), { id: FIRST_FRAME_ID });
    document.body.append(frame);
    renderGames(<GamesRoutes />, { path: '/rng' });
    expect(screen.getByTestId('list-center-RNG')).toBeInTheDocument();
    expect(document.getElementById(FIRST_FRAME_ID)).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('tile-skeleton')).not.toBeInTheDocument());
  });

  it('speaks Bengali', async () => {
    renderGamesAt('/recent', gamesRoutes, { as: member, language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'সাম্প্রতিক খেলা' })).toBeInTheDocument();
    expect(await screen.findByText('আপনি যেসব খেলা খেলবেন, সেগুলো এখানে দেখা যাবে')).toBeInTheDocument();
  });
});

describe('seamless page', () => {
  it('frames a game from a launch host', () => {
    const url = 'https://games.khela.example/play?t=1';
    renderGamesAt(`/seamless?url=${encodeURIComponent(url)}`, gamesRoutes);
    expect(screen.getByTitle('Game window')).toHaveAttribute('src', url);
  });

  it('refuses a game from anywhere else', () => {
    renderGamesAt(`/seamless?url=${encodeURIComponent('https://evil.example/')}`, gamesRoutes);
    expect(screen.queryByTitle('Game window')).not.toBeInTheDocument();
    expect(screen.getByText('This game cannot be opened here')).toBeInTheDocument();
  });
});

describe('the centers together', () => {
  it('ask for the vendor lanes once a page load, whatever the centers visited', async () => {
    const api = new FakeGamesApi().withLanes([
      lane('SPORTS', [vendorCard('KSPORT', 'SPORTS', { displayName: 'K Sports', title: 'Cricket and football' })]),
      lane('LOTT', [vendorCard('KLOTT', 'LOTT', { displayName: 'K Lotto' })]),
    ]);
    renderGamesAt('/sports', gamesRoutes);
    await screen.findByRole('button', { name: 'Play Cricket and football' });
    act(() => history.push('/lott'));
    await screen.findByRole('button', { name: 'Play K Lotto' });
    act(() => history.push('/rng'));
    await waitFor(() => expect(screen.getByTestId('list-center-RNG')).toBeInTheDocument());
    expect(api.requests('GET', gamePaths.vendors)).toHaveLength(1);
    expect(api.requests('GET', gamePaths.vendors)[0]!.query.get('platform')).toBe('html5-desktop');
  });
});
