import { modal, type LiveTable } from '@khela/shared';
import { busEventsDuring, never } from '@khela/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeGamesApi, game, gamePaths, member, renderGamesAt } from '@/testing/games-test-support';
import { listCenterRoutes } from './routes';
import { dealerInitials } from './LiveTables';

// The first test pays for loading the page's modules; a shared, loaded machine is slow at it.
jest.setTimeout(30_000);

let api: FakeGamesApi;

const baccarat: LiveTable = {
  game: game(501, { gameCode: 'house-baccarat', vassalage: 'HOUSE', gameType: 'LIVE', gameName: 'Khela Baccarat Live', gameClassify: null }),
  dealer: { name: 'Ananya', picture: null },
  status: 'betting',
  round: { number: 1234, phase: 'open', secondsLeft: 12 },
  players: 3,
  limits: { minStake: 1_000, maxStake: 1_000_000 },
};
const arena: LiveTable = {
  game: game(502, { gameCode: 'house-cockfight', vassalage: 'HOUSE', gameType: 'COCKFIGHT', gameName: 'Khela Cockfight', gameClassify: null }),
  dealer: { name: 'Rafiq Hasan', picture: '/media/dealers/rafiq.png' },
  status: 'closed',
  round: null,
  players: 0,
  limits: null,
};

beforeEach(() => {
  api = new FakeGamesApi().on('GET', gamePaths.liveTables, { value: { tables: [baccarat, arena] } });
});

// The first render loads the catalogue's words too: a loaded machine may take a few seconds.
const slow = { timeout: 8000 };
const card = async (code: string) => within(await screen.findByTestId(`live-table-${code}`, {}, slow));

describe("/live's live tables", () => {
  it('shows each table with its dealer, status and seconds, round, players and limits', async () => {
    renderGamesAt('/live', listCenterRoutes);
    const strip = await screen.findByRole('region', { name: 'Live tables now' }, slow);
    expect(within(strip).getAllByRole('listitem')).toHaveLength(2);
    const first = await card('house-baccarat');
    expect(first.getByRole('heading', { name: 'Khela Baccarat Live' })).toBeInTheDocument();
    expect(first.getByText('Dealer: Ananya')).toBeInTheDocument();
    expect(first.getByText('A')).toBeInTheDocument();
    // Counted down from the answer's 12 s (a slow render may have let a second or two pass).
    expect(first.getByTestId('live-table-status')).toHaveTextContent(/^Betting open · (12|11|10) s left$/);
    expect(first.getByText('1,234')).toBeInTheDocument();
    expect(first.getByText('Players this round').nextSibling).toHaveTextContent('3');
    expect(first.getByText('৳10.00 – ৳10,000.00')).toBeInTheDocument();
    const second = await card('house-cockfight');
    expect(second.getByTestId('live-table-status')).toHaveTextContent('Table closed');
    expect(screen.getByTestId('live-table-house-cockfight').querySelector('img')).toHaveAttribute('src', '/media/dealers/rafiq.png');
    expect(second.queryByText('Round')).not.toBeInTheDocument();
  });

  it('in Bengali, with Bengali digits', async () => {
    renderGamesAt('/live', listCenterRoutes, { language: 'bn' });
    const first = await card('house-baccarat');
    expect(first.getByText('ডিলার: Ananya')).toBeInTheDocument();
    expect(first.getByTestId('live-table-status')).toHaveTextContent(/^বাজি চলছে · আর (১২|১১|১০) সেকেন্ড$/);
    expect(first.getByRole('button', { name: 'Khela Baccarat Live-এ যোগ দিন' })).toBeInTheDocument();
  });

  it('opens the table through the shell’s launch', async () => {
    renderGamesAt('/live', listCenterRoutes, { as: member });
    const first = await card('house-baccarat');
    const started = await busEventsDuring('game:start', () => userEvent.click(first.getByRole('button', { name: 'Join Khela Baccarat Live' })));
    expect(started).toHaveBeenCalledWith(expect.objectContaining({ vendor: 'HOUSE', gameCode: 'house-baccarat', nodeId: 501, trial: false }));
  });

  it("a member's chat button opens the chat room about the table", async () => {
    api.on('GET', gamePaths.launchLiveChat, (request) => ({
      value: { table: baccarat, chat: { popup: 'chat', subject: `Khela Baccarat Live with Ananya, round 1234 (${request.query.get('gameCode')})` } },
    }));
    renderGamesAt('/live', listCenterRoutes, { as: member });
    const first = await card('house-baccarat');
    const opened = await busEventsDuring('popup:open', async () => {
      await userEvent.click(first.getByRole('button', { name: 'Chat about Khela Baccarat Live with Ananya' }));
      await waitFor(() => expect(api.requests('GET', gamePaths.launchLiveChat)).toHaveLength(1));
    });
    await waitFor(() => expect(opened).toHaveBeenCalledWith({ name: 'chat', props: { subject: 'Khela Baccarat Live with Ananya, round 1234 (house-baccarat)' } }));
  });

  it('a visitor is asked to log in; a refusal (a trial account) is shown as the api words it', async () => {
    renderGamesAt('/live', listCenterRoutes);
    const first = await card('house-baccarat');
    const login = await busEventsDuring('popup:open', () => userEvent.click(first.getByRole('button', { name: /^Chat about/ })));
    expect(login).toHaveBeenCalledWith({ name: 'login' });
    expect(api.requests('GET', gamePaths.launchLiveChat)).toHaveLength(0);
  });

  it("a trial account gets the api's translated refusal and no chat", async () => {
    api.on('GET', gamePaths.launchLiveChat, { status: 403, errorCode: 'account.trial', message: 'Trial accounts cannot do this. Please sign up for a real account.' });
    const shown = jest.spyOn(modal, 'open').mockImplementation(() => undefined as never);
    renderGamesAt('/live', listCenterRoutes, { as: { ...member, type: 4 } });
    const first = await card('house-baccarat');
    const opened = await busEventsDuring('popup:open', async () => {
      await userEvent.click(first.getByRole('button', { name: /^Chat about/ }));
      await waitFor(() => expect(shown).toHaveBeenCalledWith({ icon: 'warning', text: 'Trial accounts cannot do this. Please sign up for a real account.' }));
    });
    expect(opened).not.toHaveBeenCalled();
    shown.mockRestore();
  });

  it("holds the strip's place while the tables load", async () => {
    api.on('GET', gamePaths.liveTables, never);
    renderGamesAt('/live', listCenterRoutes);
    const pending = await screen.findByTestId('live-tables-pending', {}, slow);
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(within(pending).getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('shows nothing when the brand lists no table or the call fails; the games stay', async () => {
    api.on('GET', gamePaths.liveTables, { status: 500, errorCode: 'server.error', message: 'x' });
    renderGamesAt('/live', listCenterRoutes);
    await screen.findByTestId('list-center-LIVE', {}, slow);
    await waitFor(() => expect(api.requests('GET', gamePaths.liveTables).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('live-tables')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('live-tables-pending')).not.toBeInTheDocument());
  });

  it('is on /live only', async () => {
    renderGamesAt('/fish', listCenterRoutes);
    await screen.findByTestId('list-center-FISH', {}, slow);
    expect(api.requests('GET', gamePaths.liveTables)).toHaveLength(0);
  });
});

test('dealer initials: the first letter of the first two words, any script', () => {
  expect(dealerInitials('Rafiq Hasan')).toBe('RH');
  expect(dealerInitials('Ananya')).toBe('A');
  expect(dealerInitials('অনন্যা')).toBe('অ');
});
