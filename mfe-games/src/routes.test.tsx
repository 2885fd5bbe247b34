import { screen, waitFor } from '@testing-library/react';
import { FakeGamesApi, member, renderGamesAt } from './testing/games-test-support';

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
    renderGamesAt(path, { as: member });
    expect(screen.getByTestId(testId)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('tile-skeleton')).not.toBeInTheDocument());
  });

  it('speaks Bengali', async () => {
    renderGamesAt('/recent', { as: member, language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'সাম্প্রতিক খেলা' })).toBeInTheDocument();
    expect(await screen.findByText('আপনি যেসব খেলা খেলবেন, সেগুলো এখানে দেখা যাবে')).toBeInTheDocument();
  });
});

describe('seamless page', () => {
  it('frames a game from a launch host', () => {
    const url = 'https://games.khela.example/play?t=1';
    renderGamesAt(`/seamless?url=${encodeURIComponent(url)}`);
    expect(screen.getByTitle('Game window')).toHaveAttribute('src', url);
  });

  it('refuses a game from anywhere else', () => {
    renderGamesAt(`/seamless?url=${encodeURIComponent('https://evil.example/')}`);
    expect(screen.queryByTitle('Game window')).not.toBeInTheDocument();
    expect(screen.getByText('This game cannot be opened here')).toBeInTheDocument();
  });
});
