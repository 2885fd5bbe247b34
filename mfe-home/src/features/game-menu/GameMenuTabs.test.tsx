import { bus, configAtom, FIRST_FRAME_ID, gameCalls, gameMenusAtom, memberInfoAtom, resetFavouritesForTests, store as siteStore, type GameMenu, type GameType, type VendorLane } from '@khela/shared';
import { serveStartAnswers, testConfig } from '@khela/shared/testing';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { failed, forgetHomeCaches, game, games, gamesPage, ok } from '@/testing/game-fixtures';
import { renderHome } from '@/testing/render-home';
import { GameMenuTabs } from './GameMenuTabs';

const menu = (gameType: GameType, count: number): GameMenu => ({
  gameType,
  vendors: Array.from({ length: count }, (_, i) => ({ vassalage: `${gameType}V${i}`, displayName: `${gameType} vendor ${i}`, gameType })),
});

const lanes: VendorLane[] = [
  {
    gameType: 'SPORTS',
    launchesDirectly: false,
    vendors: [
      {
        vassalage: 'SPORTSV0',
        displayName: 'SPORTS vendor 0',
        gameType: 'SPORTS',
        title: '',
        cards: [],
        gameClassify: [],
        freeTrial: false,
        images: { iconDefault: '/d.png', iconActive: '/a.png', listWhite: '/w.png', listColor: '/c.png', listPurple: '/p.png', submenu: '/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/SPORTS-KS.png' },
      },
    ],
  },
];

/** The catalogue answers 30 games in 3 pages of 12 for each list category. */
function serveGames() {
  return jest.spyOn(gameCalls, 'games').mockImplementation(({ gameType = 'RNG', pageNo }) => {
    const base = { RNG: 1000, LIVE: 2000 }[gameType] ?? 3000;
    const count = pageNo < 3 ? 12 : 6;
    return ok(gamesPage(games(base + (pageNo - 1) * 12, count, { gameType: gameType as GameType }), pageNo, 3));
  });
}

function setup(options: { store?: ReturnType<typeof createStore> } = {}) {
  const store = options.store ?? createStore();
  store.set(configAtom, testConfig({ imageCDNs: ['https://img.example'] }));
  store.set(gameMenusAtom, [menu('LIVE', 2), menu('SPORTS', 7), menu('RNG', 3), menu('LUDO', 1), menu('COCKFIGHT', 1)]);
  renderHome(<GameMenuTabs />, { store, language: 'en', path: '/' });
  return store;
}

/** Only the Slots category (the list of games its block shows). */
function renderOnlySlots() {
  const store = createStore();
  store.set(gameMenusAtom, [menu('RNG', 1)]);
  renderHome(<GameMenuTabs />, { store, language: 'en', path: '/' });
}

const gameTiles = (area: HTMLElement) => within(area).queryAllByRole('button', { name: /^Play Game \d+$/ });
const vendorCards = (area: HTMLElement) => within(area).queryAllByRole('button', { name: /^Play \w+ vendor \d+$/ });

describe('GameMenuTabs', () => {
  let events: jest.Mock;
  beforeEach(() => {
    forgetHomeCaches();
    events = jest.fn();
    bus.on('*', events);
    jest.spyOn(gameCalls, 'vendorLanes').mockReturnValue(ok({ data: { lanes } }));
  });
  afterEach(() => {
    bus.off('*', events);
    jest.restoreAllMocks();
  });

  it("holds the menu's place with its shape while the menus load, then draws the tabs", async () => {
    serveGames();
    const store = createStore();
    store.set(configAtom, testConfig({ imageCDNs: ['https://img.example'] }));
    renderHome(<GameMenuTabs />, { store, language: 'en', path: '/' });
    const placeholder = screen.getByTestId('game-menu-placeholder');
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(within(placeholder).getByRole('heading', { name: 'Game categories' })).toBeInTheDocument();
    expect(within(placeholder).getByRole('status')).toHaveTextContent('Loading the game categories…');
    // Tile places for the HOME panel's first blocks; no tabs to choose and no "no categories" yet.
    expect(within(placeholder).getAllByTestId('tile-skeletons').length).toBeGreaterThan(0);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('No game categories are available yet')).not.toBeInTheDocument();

    act(() => store.set(gameMenusAtom, [menu('RNG', 1)]));
    expect(screen.queryByTestId('game-menu-placeholder')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Slots' })).toBeInTheDocument();
    await act(async () => undefined);
  });

  it("takes away index.html's first frame of the home once its own menu is drawn, not before", async () => {
    serveGames();
    const frame = document.createElement('div');
    frame.id = FIRST_FRAME_ID;
    document.body.append(frame);
    const store = createStore();
    renderHome(<GameMenuTabs />, { store, language: 'en', path: '/' });
    expect(document.getElementById(FIRST_FRAME_ID)).not.toBeNull(); // the picture shows the menu; the placeholder would not
    act(() => store.set(gameMenusAtom, [menu('RNG', 1)]));
    expect(document.getElementById(FIRST_FRAME_ID)).toBeNull();
    await act(async () => undefined);
  });

  it('says there are no categories once the menus came empty (or their call failed), not before', () => {
    const store = createStore();
    renderHome(<GameMenuTabs />, { store, language: 'en', path: '/' });
    expect(screen.queryByText('No game categories are available yet')).not.toBeInTheDocument();
    act(() => store.set(gameMenusAtom, []));
    expect(screen.queryByTestId('game-menu-placeholder')).not.toBeInTheDocument();
    expect(screen.getByText('No game categories are available yet')).toBeInTheDocument();
  });

  it('shows the tabs in SPEC order', async () => {
    serveGames();
    setup();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Home', 'Favourites', 'Slots', 'Live casino', 'Sports', 'Cockfight', 'Ludo']);
    await act(async () => undefined);
  });

  it("gives each tab its category's icon, hidden beside the tab's name", async () => {
    serveGames();
    setup();
    const slots = screen.getByRole('tab', { name: 'Slots' });
    expect(slots.querySelector('svg[data-icon="game-slot"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('tab', { name: 'Cockfight' }).querySelector('svg[data-icon="game-rooster"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('tab').every((tab) => tab.querySelector('svg[aria-hidden="true"]'))).toBe(true);
    await act(async () => undefined);
  });

  it('shows every category on HOME cut to 5, with a link to its center', async () => {
    const calls = serveGames();
    setup();
    const slots = screen.getByTestId('category-RNG');
    expect(await within(slots).findAllByRole('button', { name: /^Play Game/ })).toHaveLength(5);
    expect(gameTiles(slots).map((tile) => tile.getAttribute('aria-label'))).toEqual(['Play Game 1000', 'Play Game 1001', 'Play Game 1002', 'Play Game 1003', 'Play Game 1004']);
    expect(gameTiles(screen.getByTestId('category-LIVE'))).toHaveLength(5);
    expect(calls).toHaveBeenCalledWith({ gameType: 'RNG', pageNo: 1, pageSize: 12 });
    expect(calls).toHaveBeenCalledWith({ gameType: 'LIVE', pageNo: 1, pageSize: 12 });
    expect(vendorCards(screen.getByTestId('category-SPORTS'))).toHaveLength(5);
    expect(vendorCards(screen.getByTestId('category-COCKFIGHT'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See all Slots' })).toHaveAttribute('href', '/rng');
    expect(screen.getByRole('link', { name: 'See all Live casino' })).toHaveAttribute('href', '/live');
    expect(screen.getByRole('link', { name: 'See all Sports' })).toHaveAttribute('href', '/sports');
    // Blocks follow the tab order; LUDO launches directly, so it has no block.
    expect(screen.getAllByTestId(/^category-/).map((block) => block.dataset.testid)).toEqual(['category-RNG', 'category-LIVE', 'category-SPORTS', 'category-COCKFIGHT']);
  });

  it("shows a category's tiles in its first render when index.html came with its first page, with no call", () => {
    const calls = serveGames();
    const takeAway = serveStartAnswers([
      { path: '/lgw/games/games', searchParams: { clientType: 3, gameType: 'RNG', pageNo: 1, pageSize: 12, platform: 'W' }, language: 'en', value: gamesPage(games(1000, 12, { gameType: 'RNG' }), 1, 3) },
    ]);
    // Far below the fold: no block comes near the viewport during this test.
    const page = window as unknown as { IntersectionObserver?: unknown };
    page.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    };
    try {
      setup();
      // Synchronously, before any promise settles: the Slots block has its tiles, Live casino (not in the page) its skeletons.
      expect(gameTiles(screen.getByTestId('category-RNG'))).toHaveLength(5);
      expect(within(screen.getByTestId('category-LIVE')).getByTestId('tile-skeletons')).toBeInTheDocument();
      expect(calls).not.toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG', pageNo: 1 }));
    } finally {
      takeAway();
      delete page.IntersectionObserver;
    }
  });

  it('shows a category tab 12 games at a time, the next page from the server on "load more"', async () => {
    const calls = serveGames();
    setup();
    await screen.findAllByRole('button', { name: /^Play Game/ });
    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    const panel = screen.getByRole('tabpanel');
    expect(gameTiles(panel)).toHaveLength(12);
    // The tab uses the page its HOME block already asked for.
    expect(calls.mock.calls.filter(([query]) => query.gameType === 'RNG')).toHaveLength(1);
    fireEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await within(panel).findByRole('button', { name: 'Play Game 1023' });
    expect(calls).toHaveBeenLastCalledWith({ gameType: 'RNG', pageNo: 2, pageSize: 12 });
    expect(gameTiles(panel)).toHaveLength(24);
    fireEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await within(panel).findByRole('button', { name: 'Play Game 1029' });
    expect(gameTiles(panel)).toHaveLength(30);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the games shown when "load more" fails, and says so', async () => {
    jest.spyOn(gameCalls, 'games').mockImplementation(({ pageNo }) => (pageNo === 1 ? ok(gamesPage(games(1, 12), 1, 2)) : failed()));
    setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    const panel = screen.getByRole('tabpanel');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('More games could not load');
    expect(gameTiles(panel)).toHaveLength(12);
  });

  it('says so when a category cannot load, and tries again', async () => {
    const calls = jest.spyOn(gameCalls, 'games').mockReturnValueOnce(failed()).mockReturnValue(ok(gamesPage([game(7)])));
    renderOnlySlots();
    expect(await screen.findByRole('alert')).toHaveTextContent('The Slots games could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Play Game 7' })).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('shows every vendor of a vendor category, with its artwork from the vendor lanes', async () => {
    serveGames();
    setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(vendorCards(panel)).toHaveLength(7);
    const artwork = await within(screen.getByRole('button', { name: 'Play SPORTS vendor 0' })).findByRole('presentation');
    expect(artwork).toHaveAttribute('src', 'https://img.example/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/SPORTS-KS.png');
    // A vendor the lanes do not list gets the SPEC's default path.
    expect(within(screen.getByRole('button', { name: 'Play SPORTS vendor 1' })).getByRole('presentation')).toHaveAttribute(
      'src',
      'https://img.example/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/SPORTS-SPORTSV1.png',
    );
  });

  it('opens the login popup for favourites when logged out', async () => {
    serveGames();
    setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(events).toHaveBeenCalledWith('popup:open', { name: 'login' });
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    await act(async () => undefined);
  });

  it('starts a vendor on a card click and launches LUDO from its tab', async () => {
    serveGames();
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Play SPORTS vendor 1' }));
    expect(events).toHaveBeenCalledWith('game:start', { vendor: 'SPORTSV1', gameType: 'SPORTS' });
    fireEvent.click(screen.getByRole('tab', { name: 'Ludo' }));
    expect(events).toHaveBeenCalledWith('game:start', { vendor: 'LUDOV0', gameType: 'LUDO' });
    await act(async () => undefined);
  });

  it('starts a game from its tile with the catalogue entry', async () => {
    serveGames();
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Game 1002' }));
    expect(events).toHaveBeenCalledWith('game:start', expect.objectContaining({ vendor: 'HOUSE', gameCode: 'code-1002', nodeId: 1002, isGame: 'GAME', gameType: 'RNG' }));
  });

  it('moves between tabs with the arrow keys', async () => {
    serveGames();
    setup();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Home' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveFocus();
    await act(async () => undefined);
  });
});

describe('GameMenuTabs favourites for a member', () => {
  beforeEach(() => {
    forgetHomeCaches();
    resetFavouritesForTests();
    jest.spyOn(gameCalls, 'games').mockReturnValue(ok(gamesPage([])));
    jest.spyOn(gameCalls, 'vendorLanes').mockReturnValue(ok({ data: { lanes: [] } }));
  });
  afterEach(() => {
    cleanup(); // unmounted first: the site's store outlives the test
    siteStore.set(memberInfoAtom, null);
    resetFavouritesForTests();
    jest.restoreAllMocks();
  });

  // The favourites store is the site's one store (every root shares it), so the member logs in there.
  const asMember = () => siteStore.set(memberInfoAtom, { id: '1', account: 'rahim', nickname: 'Rahim', type: 0 });

  it("lists the member's favourite games, hearts filled", async () => {
    asMember();
    const favourites = jest.spyOn(gameCalls, 'favourites').mockReturnValue(ok({ content: [game(41, { gameName: 'Aviator' }), game(42, { gameName: 'Mines' })], pageNum: 1, totalPages: 1 }));
    setup({ store: siteStore });
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('button', { name: 'Play Aviator' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Play Mines' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Remove Aviator from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(favourites).toHaveBeenCalledTimes(1);
  });

  it('shows an empty state when the member has no favourites', async () => {
    asMember();
    jest.spyOn(gameCalls, 'favourites').mockReturnValue(ok({ content: [], pageNum: 1, totalPages: 1 }));
    setup({ store: siteStore });
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByText('Games you mark as favourite will appear here')).toBeInTheDocument();
  });

  it('says so when the favourites cannot load, and tries again', async () => {
    asMember();
    jest.spyOn(gameCalls, 'favourites').mockReturnValueOnce(failed()).mockReturnValue(ok({ content: [game(43, { gameName: 'Plinko' })], pageNum: 1, totalPages: 1 }));
    setup({ store: siteStore });
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByText('Your favourite games could not load')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Play Plinko' })).toBeInTheDocument();
  });
});
