import { bus, configAtom, gameMenusAtom, history, type GameMenu } from '@khela/shared';
import { testConfig } from '@khela/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { GamesRoutes } from './routes';
import { renderGames } from './testing/render-games';

const menu = (gameType: string, count: number): GameMenu => ({
  gameType,
  vendors: Array.from({ length: count }, (_, i) => ({ vassalage: `${gameType}V${i + 1}`, displayName: `${gameType} vendor ${i + 1}`, gameType })),
});

function storeWithMenus() {
  const store = createStore();
  store.set(gameMenusAtom, [menu('SPORTS', 14), menu('RNG', 3), menu('LIVE', 2)]);
  store.set(configAtom, testConfig({ launchGameCDNs: ['https://games.khela.example'] }));
  return store;
}

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
  ])('%s shows its page', (path, testId, heading) => {
    renderGames(<GamesRoutes />, { path, store: storeWithMenus(), language: 'en' });
    expect(screen.getByTestId(testId)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('speaks Bengali by default', () => {
    renderGames(<GamesRoutes />, { path: '/recent', store: storeWithMenus() });
    expect(screen.getByRole('heading', { level: 1, name: 'সাম্প্রতিক খেলা' })).toBeInTheDocument();
    expect(screen.getByText('আপনি যেসব খেলা খেলবেন, সেগুলো এখানে দেখা যাবে')).toBeInTheDocument();
  });
});

describe('vendor center', () => {
  it('pages its vendors 12 at a time and starts a vendor on a click', () => {
    const started = jest.fn();
    bus.on('game:start', started);
    renderGames(<GamesRoutes />, { path: '/sports', store: storeWithMenus(), language: 'en' });
    const grid = screen.getByRole('list', { name: 'Providers' });
    expect(within(grid).getAllByRole('button')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(grid).getAllByRole('button')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Play SPORTS vendor 14' }));
    expect(started).toHaveBeenCalledWith({ vendor: 'SPORTSV14', gameType: 'SPORTS' });
    bus.off('game:start', started);
  });

  it('says so when the category has no vendors', () => {
    renderGames(<GamesRoutes />, { path: '/esports', store: storeWithMenus(), language: 'en' });
    expect(screen.getByText('No providers in this category yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});

describe('list center', () => {
  it('preselects the vendor of ?vassalage= on /rng', () => {
    renderGames(<GamesRoutes />, { path: '/rng?vassalage=RNGV2', store: storeWithMenus(), language: 'en' });
    expect(screen.getByRole('button', { name: 'RNG vendor 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All providers' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the vendor in the query and starts again at page 1 when it changes', () => {
    renderGames(<GamesRoutes />, { path: '/rng?vassalage=RNGV1&gameClassify=JP&page=3', store: storeWithMenus(), language: 'en' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'RNG vendor 3' })));
    const query = new URLSearchParams(history.location.search);
    expect(query.get('vassalage')).toBe('RNGV3');
    expect(query.get('page')).toBeNull();
    expect(query.get('gameClassify')).toBe('JP');
    expect(screen.getByRole('button', { name: 'RNG vendor 3' })).toHaveAttribute('aria-pressed', 'true');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'All providers' })));
    expect(new URLSearchParams(history.location.search).get('vassalage')).toBeNull();
  });

  it('shows the slot classifications, translated, only on /rng', () => {
    const { unmount } = renderGames(<GamesRoutes />, { path: '/rng', store: storeWithMenus(), language: 'en' });
    const group = screen.getByRole('group', { name: 'Game type' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Slots', 'Video poker', 'Jackpot games', 'Table games', 'Arcade']);
    act(() => fireEvent.click(within(group).getByRole('button', { name: 'Arcade' })));
    expect(new URLSearchParams(history.location.search).get('gameClassify')).toBe('AC');
    unmount();
    renderGames(<GamesRoutes />, { path: '/live', store: storeWithMenus(), language: 'en' });
    expect(screen.queryByRole('group', { name: 'Game type' })).not.toBeInTheDocument();
  });

  it('shows an honest empty game list', () => {
    renderGames(<GamesRoutes />, { path: '/pvp', store: storeWithMenus(), language: 'en' });
    expect(screen.getByText('No games to show yet')).toBeInTheDocument();
  });
});

describe('seamless page', () => {
  it('frames a game from a launch host', () => {
    const url = 'https://games.khela.example/play?t=1';
    renderGames(<GamesRoutes />, { path: `/seamless?url=${encodeURIComponent(url)}`, store: storeWithMenus(), language: 'en' });
    expect(screen.getByTitle('Game window')).toHaveAttribute('src', url);
  });

  it('refuses a game from anywhere else', () => {
    renderGames(<GamesRoutes />, { path: `/seamless?url=${encodeURIComponent('https://evil.example/')}`, store: storeWithMenus(), language: 'en' });
    expect(screen.queryByTitle('Game window')).not.toBeInTheDocument();
    expect(screen.getByText('This game cannot be opened here')).toBeInTheDocument();
  });
});
