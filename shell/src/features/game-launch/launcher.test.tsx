import { bus, configAtom, hasMerchantWalletAtom, history, LoadingOverlay, ModalHost, modal, readStorage, sessionKeys, store, type KhelaEvents } from '@khela/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn, member, renderInShell, resetShellState, testConfig } from '@/testing/render-in-shell';
import { openPopupsAtom } from '@/lib/popups/popup-stack';
import { PopupLayer, preloadViews } from '@/lib/popups/PopupLayer';
import { gamePopups } from './game-popups';
import { FakeApi, type Reply } from '@khela/shared/testing';
import { listenForGameStarts } from './game-start-listener';

type GameStart = KhelaEvents['game:start'];

const reel: GameStart = { vendor: 'KREEL', gameCode: 'reel-1', gameType: 'RNG', nodeId: 101, gameName: 'Lucky Reels', isGame: 'GAME' };
const gameUrl = 'https://play.test/KREEL/reel-1?token=t1';

const launchAnswer = (overrides: Record<string, unknown> = {}): Reply => ({
  value: { url: gameUrl, nodeId: 101, vassalage: 'KREEL', gameCode: 'reel-1', freeTrial: false, wallet: { mode: 'seamless', code: 'MAIN' }, ...overrides },
});
const transferVendor = launchAnswer({ vassalage: 'KFISH', wallet: { mode: 'transfer', code: 'KFISH' } });
const balanceOf = (balance: number): Reply => ({ value: { balance, held: 0, currency: 'BDT', currencySymbol: '৳' } });
const transferDone = (status = 'done'): Reply => ({ value: { requestId: 'r', status, wallets: [] } });

function setViewport(width: number, height = 900): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true, writable: true });
}

let server: FakeApi;
let stopListening: () => void;
let balanceChanges: string[];
const onBalanceChanged = ({ reason }: { reason: string }) => balanceChanges.push(reason);

beforeAll(() => preloadViews(gamePopups));
beforeEach(() => {
  resetShellState();
  setViewport(1280);
  server = new FakeApi();
  stopListening = listenForGameStarts();
  balanceChanges = [];
  bus.on('balance:changed', onBalanceChanged);
});
afterEach(() => {
  stopListening();
  bus.off('balance:changed', onBalanceChanged);
  act(() => modal.closeAll());
});

const trialAccount = () => logIn({ ...member, type: 4 });
const renderSite = (path = '/rng') => renderInShell(
  <>
    <button type="button">Lucky Reels tile</button>
    <PopupLayer views={gamePopups} />
    <ModalHost />
    <LoadingOverlay />
  </>,
  { path },
);
const start = (payload: GameStart) => act(() => bus.emit('game:start', payload));
const launches = () => server.requests('POST', '/wps/game/launchGame');

describe('routing a start to a page', () => {
  it('sends an RNG vendor tile to its game list, without asking a visitor to log in', () => {
    renderSite('/');
    start({ vendor: 'PG', gameType: 'RNG', nodeId: 9, isGame: 'VASSALAGE' });
    expect(`${history.location.pathname}${history.location.search}`).toBe('/rng?vassalage=PG');
    expect(store.get(openPopupsAtom)).toEqual([]);
    expect(launches()).toHaveLength(0);
  });

  it.each([
    [{ vendor: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_HN' }, '/vnLottery?gameCode=VN_HN'],
    [{ vendor: 'TCG_SEA', gameType: 'LOTT' }, '/seaLottery'],
    [{ vendor: 'KLOTTO', gameType: 'LOTT', gameCode: 'K5' }, '/lottery?gameCode=K5'],
    [{ vendor: 'KLOTTO', gameType: 'ELOTT' }, '/lottery'],
  ])('sends the lottery %o to %s', (payload, path) => {
    logIn();
    renderSite('/');
    start(payload);
    expect(`${history.location.pathname}${history.location.search}`).toBe(path);
    expect(launches()).toHaveLength(0);
  });

  it('leaves a visitor’s lottery to the route guard, and tells a trial account a real one is needed', () => {
    renderSite('/');
    start({ vendor: 'KLOTTO', gameType: 'LOTT' });
    expect(history.location.pathname).toBe('/lottery');
    act(() => history.replace('/'));
    trialAccount();
    start({ vendor: 'KLOTTO', gameType: 'LOTT' });
    expect(history.location.pathname).toBe('/');
    expect(screen.getByText('A real account is needed')).toBeInTheDocument();
  });
});

describe('who may start a game', () => {
  it('asks a visitor to log in, for a free trial too', () => {
    renderSite();
    start(reel);
    expect(store.get(openPopupsAtom).map((entry) => entry.name)).toEqual(['login']);
    act(() => store.set(openPopupsAtom, []));
    start({ ...reel, trial: true });
    expect(store.get(openPopupsAtom).map((entry) => entry.name)).toEqual(['login']);
    expect(launches()).toHaveLength(0);
  });

  it('tells a trial account a real account is needed, and launches its free trial', async () => {
    trialAccount();
    server.on('POST', '/wps/game/launchGame', launchAnswer({ freeTrial: true }));
    renderSite();
    start(reel);
    expect(screen.getByText('A real account is needed')).toBeInTheDocument();
    expect(launches()).toHaveLength(0);
    act(() => modal.closeAll());
    start({ ...reel, trial: true });
    expect(await screen.findByRole('dialog', { name: 'Lucky Reels' })).toBeInTheDocument();
    expect(server.bodyOf('POST', '/wps/game/launchGame')).toMatchObject({ nodeId: 101, freeTrial: true });
  });
});

describe('the /seamless page (brand switch SEAMLESSPAGE3)', () => {
  beforeEach(() => {
    logIn();
    window.sessionStorage.removeItem(sessionKeys.startGameUrl);
  });

  it('opens a seamless-wallet game inside the site’s /seamless page when the brand says so', async () => {
    store.set(configAtom, testConfig({ switches: ['SEAMLESSPAGE3'] }));
    server.on('POST', '/wps/game/launchGame', launchAnswer());
    renderSite('/rng');
    start(reel);
    await waitFor(() => expect(history.location.pathname).toBe('/seamless'));
    expect(readStorage('session', sessionKeys.startGameUrl)).toBe(gameUrl);
    expect(store.get(openPopupsAtom)).toEqual([]);
  });

  it('keeps the popup without the switch, and for a transfer-mode vendor with it', async () => {
    server.on('POST', '/wps/game/launchGame', launchAnswer());
    renderSite('/rng');
    start(reel);
    await screen.findByRole('dialog', { name: 'Lucky Reels' });
    expect(history.location.pathname).toBe('/rng');
    act(() => store.set(openPopupsAtom, []));

    store.set(configAtom, testConfig({ switches: ['SEAMLESSPAGE3'] }));
    server.on('POST', '/wps/game/launchGame', transferVendor);
    server.on('GET', '/wps/v2/wallets/balance', balanceOf(0));
    start({ ...reel, vendor: 'KFISH' });
    await screen.findByRole('dialog', { name: 'Lucky Reels' });
    expect(history.location.pathname).toBe('/rng');
    expect(readStorage('session', sessionKeys.startGameUrl)).toBeNull();
  });
});

describe('launching for a member', () => {
  beforeEach(logIn);

  it('opens the game in a 440×750 window on a computer, with what the api needs to know', async () => {
    server.on('POST', '/wps/game/launchGame', launchAnswer());
    renderSite();
    start(reel);
    const dialog = await screen.findByRole('dialog', { name: 'Lucky Reels' });
    const frame = within(dialog).getByTitle('Lucky Reels');
    expect(frame).toHaveAttribute('src', gameUrl);
    expect(frame).toHaveAttribute('width', '440');
    expect(frame).toHaveAttribute('height', '750');
    expect(server.bodyOf('POST', '/wps/game/launchGame')).toEqual({
      nodeId: 101,
      language: 'en',
      device: 'desktop',
      platform: 'W',
      freeTrial: false,
      backUrl: 'http://localhost/rng',
    });
    expect(server.requests('POST', '/wps/relay/GCS_walletTransfer')).toHaveLength(0);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it("passes a sportsbook event (home's hot match) to the launch, so the book opens on it", async () => {
    server.on('POST', '/wps/game/launchGame', launchAnswer());
    renderSite();
    start({ vendor: 'KBOOK', gameCode: 'sportsbook', gameName: 'Lucky Reels', eventId: 'ev_42' });
    await screen.findByRole('dialog', { name: 'Lucky Reels' });
    expect(server.bodyOf('POST', '/wps/game/launchGame')).toMatchObject({ vendor: 'KBOOK', gameCode: 'sportsbook', eventId: 'ev_42' });
  });

  it('launches by vendor and game code when the start has no catalogue node', async () => {
    server.on('POST', '/wps/game/launchGame', launchAnswer());
    renderSite();
    start({ vendor: 'KREEL', gameCode: 'reel-1', gameName: 'Lucky Reels' });
    await screen.findByRole('dialog', { name: 'Lucky Reels' });
    expect(server.bodyOf('POST', '/wps/game/launchGame')).toMatchObject({ vendor: 'KREEL', gameCode: 'reel-1' });
  });

  it('plays full screen on a phone, and the Back button closes the game, not the site', async () => {
    setViewport(375, 700);
    server.on('POST', '/wps/game/launchGame', launchAnswer());
    renderSite('/rng');
    const entriesBefore = window.history.length;
    start(reel);
    const layer = await screen.findByTestId('game-layer');
    expect(layer).toHaveAttribute('role', 'dialog');
    expect(within(layer).getByRole('heading', { name: 'Lucky Reels' })).toBeInTheDocument();
    expect(within(layer).getByTitle('Lucky Reels')).toHaveAttribute('src', gameUrl);
    expect(server.bodyOf('POST', '/wps/game/launchGame')).toMatchObject({ device: 'mobile' });
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByTestId('game-layer')).not.toBeInTheDocument());
    expect(history.location.pathname).toBe('/rng');
    expect(window.history.length).toBe(entriesBefore + 1);
    expect(balanceChanges).toEqual(['gameClosed']);
  });

  it('leaves the full-screen game by its back button through the same history entry', async () => {
    setViewport(375, 700);
    server.on('POST', '/wps/game/launchGame', launchAnswer());
    renderSite('/rng');
    start(reel);
    const layer = await screen.findByTestId('game-layer');
    await userEvent.click(within(layer).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByTestId('game-layer')).not.toBeInTheDocument());
    expect(history.location.state).toBeNull();
    expect(history.location.pathname).toBe('/rng');
  });

  it('gives the focus back to the tile and refreshes the balance when the window closes', async () => {
    server.on('POST', '/wps/game/launchGame', launchAnswer());
    renderSite();
    const tile = screen.getByRole('button', { name: 'Lucky Reels tile' });
    tile.focus();
    start(reel);
    const dialog = await screen.findByRole('dialog', { name: 'Lucky Reels' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
    expect(balanceChanges).toEqual(['gameClosed']);
  });

  it('shows the api’s message when the launch fails, and opens nothing', async () => {
    server.on('POST', '/wps/game/launchGame', { status: 503, errorCode: 'games.vendor.unavailable', message: 'This game provider cannot be reached right now.' });
    renderSite();
    start(reel);
    const problem = await screen.findByRole('alertdialog', { name: 'The game could not be opened' });
    expect(problem).toHaveTextContent('This game provider cannot be reached right now.');
    expect(store.get(openPopupsAtom)).toEqual([]);
  });

  it('launches once for a double tap', async () => {
    server.on('POST', '/wps/game/launchGame', launchAnswer());
    renderSite();
    start(reel);
    start(reel);
    await screen.findByRole('dialog', { name: 'Lucky Reels' });
    expect(launches()).toHaveLength(1);
  });
});

describe('a vendor card (vendor and category only)', () => {
  beforeEach(logIn);

  it('opens the vendor’s first game, its lobby', async () => {
    server.on('GET', '/lgw/games/games', {
      value: { games: [{ nodeId: 501, gameCode: 'lobby', vassalage: 'KLIVE', gameType: 'LIVE', isGame: 'GAME', gameName: 'Khela Live lobby' }], pageNo: 1, totalPages: 3, total: 3 },
    });
    server.on('POST', '/wps/game/launchGame', launchAnswer({ nodeId: 501 }));
    renderSite('/live');
    start({ vendor: 'KLIVE', gameType: 'LIVE' });
    await screen.findByRole('dialog', { name: 'Khela Live lobby' });
    const [query] = server.requests('GET', '/lgw/games/games').map((request) => Object.fromEntries(request.query));
    expect(query).toMatchObject({ gameType: 'LIVE', vassalage: 'KLIVE', pageNo: '1', pageSize: '1' });
    expect(server.bodyOf('POST', '/wps/game/launchGame')).toMatchObject({ nodeId: 501 });
  });

  it('says so when the vendor has no game', async () => {
    server.on('GET', '/lgw/games/games', { value: { games: [], pageNo: 1, totalPages: 1, total: 0 } });
    renderSite('/live');
    start({ vendor: 'KLIVE', gameType: 'LIVE' });
    expect(await screen.findByText('This provider has no game to open right now. Please try another one.')).toBeInTheDocument();
    expect(launches()).toHaveLength(0);
  });
});

describe('a transfer-mode vendor', () => {
  beforeEach(logIn);

  /** Starts a KFISH game: the main wallet holds `balance`, and the move into the game wallet gets `transfer`. */
  function startTransferGame(balance: number, transfer?: Reply) {
    server.on('POST', '/wps/game/launchGame', transferVendor);
    server.on('GET', '/wps/v2/wallets/balance', balanceOf(balance));
    if (transfer) server.on('POST', '/wps/relay/GCS_walletTransfer', transfer);
    renderSite();
    start({ ...reel, vendor: 'KFISH' });
  }

  const previousGame: Reply = { status: 409, errorCode: 'gameWallet.transfer.previousGame', message: 'The previous game has not finished' };

  it('moves the whole main balance into the game wallet before the game opens', async () => {
    startTransferGame(12_345, transferDone());
    await screen.findByRole('dialog', { name: 'Lucky Reels' });
    const body = server.bodyOf('POST', '/wps/relay/GCS_walletTransfer') as Record<string, unknown>;
    expect(body).toMatchObject({ from: 'MAIN', to: 'KFISH', amount: 12_345 });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const order = server.seen.map((request) => `${request.method} ${request.path}`);
    expect(order).toEqual(['POST /wps/game/launchGame', 'GET /wps/v2/wallets/balance', 'POST /wps/relay/GCS_walletTransfer']);
    expect(balanceChanges).toEqual(['gameWalletTransfer']);
  });

  it('moves nothing when the main wallet is empty', async () => {
    startTransferGame(0);
    await screen.findByRole('dialog', { name: 'Lucky Reels' });
    expect(server.requests('POST', '/wps/relay/GCS_walletTransfer')).toHaveLength(0);
  });

  it('moves nothing for a free trial', async () => {
    server.on('POST', '/wps/game/launchGame', launchAnswer({ freeTrial: true, wallet: { mode: 'transfer', code: 'KFISH' } }));
    renderSite();
    start({ ...reel, vendor: 'KFISH', trial: true });
    await screen.findByRole('dialog', { name: 'Lucky Reels' });
    expect(server.requests('GET', '/wps/v2/wallets/balance')).toHaveLength(0);
  });

  it('explains a previous game still holding money, with the way to My wallet', async () => {
    startTransferGame(5_000, previousGame);
    const dialog = await screen.findByRole('alertdialog', { name: 'The previous game has not finished' });
    expect(store.get(openPopupsAtom)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'My wallet' }));
    expect(history.location.pathname).toBe('/member/transferFund');
    expect(store.get(openPopupsAtom)).toEqual([]);
  });

  it('opens the game anyway when the player chooses to', async () => {
    startTransferGame(5_000, previousGame);
    const dialog = await screen.findByRole('alertdialog', { name: 'The previous game has not finished' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the game anyway' }));
    expect(await screen.findByRole('dialog', { name: 'Lucky Reels' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/rng');
  });

  it('asks the player when the vendor has not confirmed the move yet', async () => {
    startTransferGame(5_000, transferDone('locked'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your transfer is being confirmed' });
    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(store.get(openPopupsAtom)).toEqual([]);
  });

  describe('of a single-wallet brand (isSingle: no game wallets shown)', () => {
    beforeEach(() => store.set(hasMerchantWalletAtom, true));
    afterEach(() => store.set(hasMerchantWalletAtom, null));

    const wallets = (...games: Array<[string, number]>) => ({
      value: { wallets: [{ code: 'MAIN', name: 'Main', balance: 5_000, locked: false, mode: 'main' }, ...games.map(([code, balance]) => ({ code, name: code, balance, locked: false, mode: 'transfer' }))] },
    });

    it("brings the other games' money back by itself, then moves the whole balance in: no My wallet dialog", async () => {
      server.on('GET', '/wps/wallets', wallets(['KSPORT', 700], ['IMES', 0]));
      startTransferGame(5_000, previousGame);
      server.on('POST', '/wps/relay/GCS_walletTransfer', previousGame, transferDone(), transferDone());
      await screen.findByRole('dialog', { name: 'Lucky Reels' });
      const moves = server.requests('POST', '/wps/relay/GCS_walletTransfer').map((r) => r.body as Record<string, unknown>);
      expect(moves.map(({ from, to, amount }) => [from, to, amount])).toEqual([['MAIN', 'KFISH', 5_000], ['KSPORT', 'MAIN', 700], ['MAIN', 'KFISH', 5_000]]);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('says to try again, without naming game wallets, when the money cannot come back', async () => {
      server.on('GET', '/wps/wallets', wallets(['KSPORT', 700]));
      startTransferGame(5_000);
      server.on('POST', '/wps/relay/GCS_walletTransfer', previousGame, transferDone('locked'));
      const dialog = await screen.findByRole('alertdialog', { name: 'The game could not be opened' });
      expect(dialog).toHaveTextContent('Your money is still coming back from the game you played before.');
      expect(within(dialog).queryByRole('button', { name: 'My wallet' })).not.toBeInTheDocument();
    });

    it('opens the game at once while the vendor confirms the move', async () => {
      startTransferGame(5_000, transferDone('locked'));
      expect(await screen.findByRole('dialog', { name: 'Lucky Reels' })).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog', { name: 'Your transfer is being confirmed' })).not.toBeInTheDocument();
    });
  });

  it.each([
    ['a refusal of the api', { status: 409, errorCode: 'gameWallet.transfer.locked', message: 'A transfer with this provider is still being confirmed.' }, 'A transfer with this provider is still being confirmed.'],
    ['a refusal of the vendor', transferDone('failed'), 'The game provider did not accept the transfer, so your money stayed in your main wallet. Please try again later.'],
  ])('does not open the game after %s', async (_, reply, message) => {
    startTransferGame(5_000, reply);
    expect(await screen.findByRole('alertdialog', { name: 'The game could not be opened' })).toHaveTextContent(message);
    expect(store.get(openPopupsAtom)).toEqual([]);
  });
});
