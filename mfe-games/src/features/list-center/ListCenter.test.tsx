import { history, type Game } from '@khela/shared';
import { busEventsDuring } from '@khela/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeGamesApi, game, gamePaths, lane, member, renderGamesAt, serverError, vendorCard } from '@/testing/games-test-support';
import { listCenterRoutes } from './routes';

let api: FakeGamesApi;

/** 30 KSLOT slots (SC), 3 KREEL video pokers (VP), and a tile that opens KJACK's list. */
const catalogue: Game[] = [
  game(900, { vassalage: 'KJACK', isGame: 'VASSALAGE', gameName: 'KJACK', gameClassify: null }),
  ...Array.from({ length: 30 }, (_, i) => game(i + 1)),
  ...Array.from({ length: 3 }, (_, i) => game(100 + i, { vassalage: 'KREEL', gameClassify: 'VP' })),
  ...Array.from({ length: 2 }, (_, i) => game(200 + i, { vassalage: 'KJACK', gameClassify: 'JP' })),
];

const lanes = [
  lane('RNG', [
    vendorCard('KSLOT', 'RNG', { displayName: 'K Slots', gameClassify: ['SC'] }),
    vendorCard('KREEL', 'RNG', { displayName: 'K Reels', gameClassify: ['VP'] }),
    vendorCard('KJACK', 'RNG', { displayName: 'K Jackpots', gameClassify: ['JP'] }),
  ]),
  lane('LIVE', [vendorCard('KLIVE', 'LIVE', { displayName: 'K Live' })]),
];

const query = () => new URLSearchParams(history.location.search);
const tiles = () => within(screen.getByTestId('game-grid')).queryAllByTestId(/^game-card-/);
const lastGamesQuery = () => api.gameQueries().at(-1);

beforeEach(() => {
  api = new FakeGamesApi().withLanes(lanes).withCatalogue(catalogue);
});

describe('a list center', () => {
  it('shows a loading state, then page 1 of the filtered list, 24 games', async () => {
    renderGamesAt('/rng?vassalage=KSLOT&gameClassify=SC', listCenterRoutes);
    expect(screen.getByTestId('tile-skeleton')).toBeInTheDocument();
    expect(within(screen.getByTestId('tile-skeleton')).getByRole('status')).toHaveTextContent(/^Loading .*games…$/);
    await waitFor(() => expect(tiles()).toHaveLength(24));
    expect(api.gameQueries()).toEqual([{ clientType: '3', platform: 'W', gameType: 'RNG', vassalage: 'KSLOT', gameClassify: 'SC', pageNo: '1', pageSize: '24' }]);
    expect(screen.getByRole('list', { name: 'K Slots games' })).toBeInTheDocument();
    expect(screen.getByTestId('game-count')).toHaveTextContent('Showing 24 of 30');
    expect(screen.getByRole('button', { name: 'Play Game 1' })).toBeInTheDocument();
    expect(screen.queryByTestId('tile-skeleton')).not.toBeInTheDocument();
  });

  it("shows the category's banner in a box sized before it loads, and the vendor and classification chips' shapes while the lanes load", async () => {
    renderGamesAt('/rng', listCenterRoutes);
    const banner = screen.getByTestId('category-banner');
    expect(banner).toHaveAttribute('src', '/media/categories/RNG.svg');
    expect(banner).toHaveAttribute('width', '750');
    expect(banner).toHaveAttribute('height', '300');
    expect(banner).toHaveAttribute('alt', '');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('vendor-chips-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('classify-chips-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('group', { name: 'Provider' })).toBeInTheDocument();
    expect(screen.queryByTestId('vendor-chips-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByTestId('classify-chips-skeleton')).not.toBeInTheDocument();
  });

  it('holds no classification row on a center without classifications', () => {
    renderGamesAt('/fish', listCenterRoutes);
    expect(screen.getByTestId('vendor-chips-skeleton')).toBeInTheDocument();
    expect(screen.queryByTestId('classify-chips-skeleton')).not.toBeInTheDocument();
  });

  it('loads the next page from the server and appends it; the count says so and focus goes to the first new game', async () => {
    renderGamesAt('/rng?vassalage=KSLOT', listCenterRoutes);
    await waitFor(() => expect(tiles()).toHaveLength(24));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(tiles()).toHaveLength(30));
    expect(api.gameQueries().map((q) => q.pageNo)).toEqual(['1', '2']);
    expect(lastGamesQuery()).toMatchObject({ vassalage: 'KSLOT', pageSize: '24' });
    expect(tiles()[0]).toHaveAttribute('data-testid', 'game-card-1');
    expect(tiles()[24]).toHaveAttribute('data-testid', 'game-card-25');
    expect(query().get('page')).toBe('2');
    expect(screen.getByTestId('game-count')).toHaveTextContent('Showing 30 of 30');
    expect(screen.getByTestId('game-count')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Play Game 25' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('after a reload at page 3 shows pages 1 to 3, and asks no page past the last one', async () => {
    api.withCatalogue(Array.from({ length: 60 }, (_, i) => game(i + 1, { gameType: 'LIVE', vassalage: 'KLIVE' })));
    renderGamesAt('/live?page=3', listCenterRoutes);
    await waitFor(() => expect(tiles()).toHaveLength(60));
    expect(api.gameQueries().map((q) => q.pageNo).sort()).toEqual(['1', '2', '3']);
    expect(api.gameQueries().every((q) => q.gameType === 'LIVE' && q.pageSize === '24')).toBe(true);

    api.seen.length = 0;
    act(() => history.push('/live?page=9'));
    await waitFor(() => expect(screen.getByTestId('game-count')).toHaveTextContent('Showing 60 of 60'));
    expect(api.gameQueries()).toEqual([]);
  });

  it('starts again at page 1 when the vendor changes, and keeps the vendor in the query', async () => {
    renderGamesAt('/rng?page=2', listCenterRoutes);
    await waitFor(() => expect(tiles()).toHaveLength(36));
    const vendors = screen.getByRole('group', { name: 'Provider' });
    expect(within(vendors).getByRole('button', { name: 'All providers' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(vendors).getByRole('button', { name: 'K Reels' }));
    await waitFor(() => expect(tiles()).toHaveLength(3));
    expect(query().get('vassalage')).toBe('KREEL');
    expect(query().get('page')).toBeNull();
    expect(lastGamesQuery()).toMatchObject({ vassalage: 'KREEL', pageNo: '1' });
    expect(within(vendors).getByRole('button', { name: 'K Reels' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('game-count')).toHaveTextContent('Showing 3 of 3');
  });

  it('offers only the classifications the vendors fill, and filters by one', async () => {
    renderGamesAt('/rng', listCenterRoutes);
    const types = await screen.findByRole('group', { name: 'Game type' });
    await waitFor(() => expect(within(types).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Slots', 'Video poker', 'Jackpot games']));
    await userEvent.click(within(types).getByRole('button', { name: 'Jackpot games' }));
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(lastGamesQuery()).toMatchObject({ gameType: 'RNG', gameClassify: 'JP', pageNo: '1' });
    expect(within(types).getByRole('button', { name: 'Jackpot games' })).toHaveAttribute('aria-pressed', 'true');

    // K Reels has only video poker: choosing it drops "Jackpot games" and offers only its own.
    await userEvent.click(screen.getByRole('button', { name: 'K Reels' }));
    await waitFor(() => expect(query().get('gameClassify')).toBeNull());
    expect(within(screen.getByRole('group', { name: 'Game type' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Video poker']);
  });

  it('has no classifications outside the slots', async () => {
    renderGamesAt('/live', listCenterRoutes);
    await screen.findByRole('button', { name: 'K Live' });
    expect(screen.queryByRole('group', { name: 'Game type' })).not.toBeInTheDocument();
  });

  it('shows a vendor tile in the full list, and that vendor’s list at /rng?vassalage=', async () => {
    const started = await busEventsDuring('game:start', async () => {
      renderGamesAt('/rng', listCenterRoutes);
      await userEvent.click(await screen.findByRole('button', { name: 'Open the KJACK games' }));
    });
    expect(started).toHaveBeenCalledWith(expect.objectContaining({ vendor: 'KJACK', isGame: 'VASSALAGE' }));

    // The shell routes that click here.
    act(() => history.push('/rng?vassalage=KJACK'));
    await waitFor(() => expect(tiles().map((tile) => tile.dataset.testid)).toEqual(['game-card-200', 'game-card-201']));
    expect(screen.getByRole('button', { name: 'K Jackpots' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'K Jackpots games' })).toBeInTheDocument();
  });

  it('shows a failed load in the reader’s language, with a retry', async () => {
    api.on('GET', gamePaths.games, serverError, (request) => ({ value: { games: [game(1), game(2)], pageNo: Number(request.query.get('pageNo')), totalPages: 1, total: 2 } }));
    renderGamesAt('/pvp', listCenterRoutes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side, please retry');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the games it has when "load more" fails, and retries that page', async () => {
    renderGamesAt('/rng?vassalage=KSLOT', listCenterRoutes);
    await waitFor(() => expect(tiles()).toHaveLength(24));
    api.on('GET', gamePaths.games, serverError, (request) => ({
      value: { games: catalogue.slice(25, 31), pageNo: Number(request.query.get('pageNo')), totalPages: 2, total: 30 },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side, please retry');
    expect(tiles()).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tiles()).toHaveLength(30));
    expect(api.gameQueries().map((q) => q.pageNo)).toEqual(['1', '2', '2']);
  });

  it('says when there are no games, and offers the whole list when filters left none', async () => {
    api.withCatalogue([]);
    renderGamesAt('/fish', listCenterRoutes);
    expect(await screen.findByText('No games to show yet')).toBeInTheDocument();

    act(() => history.push('/rng?vassalage=KREEL&gameClassify=SC'));
    expect(await screen.findByText('No games match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all Slots games' }));
    expect(query().get('vassalage')).toBeNull();
    expect(query().get('gameClassify')).toBeNull();
  });

  it('shows each game’s heart as the member’s favourites say', async () => {
    api.on('GET', gamePaths.favourites, { value: { content: [game(3)], pageNum: 1, totalPages: 1 } });
    renderGamesAt('/rng?vassalage=KSLOT', listCenterRoutes, { as: member });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Game 3 from favourites' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Add Game 4 to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.requests('GET', gamePaths.favourites)).toHaveLength(1);
  });

  it('keeps room for a free-trial button only on tiles that have one: a center without trials has no empty row under its tiles', async () => {
    api.withCatalogue(Array.from({ length: 6 }, (_, i) => game(i + 1, { gameType: 'LIVE', vassalage: 'KLIVE' })));
    const { unmount } = renderGamesAt('/live', listCenterRoutes);
    await waitFor(() => expect(tiles()).toHaveLength(6));
    expect(screen.queryByRole('button', { name: /free \(trial\)$/ })).not.toBeInTheDocument();
    for (const tile of tiles()) expect(within(tile).queryByTestId('trial-space')).not.toBeInTheDocument();
    unmount();

    api.withCatalogue([game(1, { freeTrial: true }), game(2), game(3)]);
    renderGamesAt('/rng', listCenterRoutes);
    await waitFor(() => expect(tiles()).toHaveLength(3));
    expect(within(tiles()[0]!).getByRole('button', { name: 'Play Game 1 free (trial)' })).toBeInTheDocument();
    for (const tile of tiles().slice(1)) {
      expect(within(tile).queryByRole('button', { name: /free \(trial\)$/ })).not.toBeInTheDocument();
      expect(within(tile).queryByTestId('trial-space')).not.toBeInTheDocument();
    }
  });

  it('speaks Bengali with Bengali digits', async () => {
    renderGamesAt('/rng?vassalage=KSLOT', listCenterRoutes, { language: 'bn' });
    await waitFor(() => expect(tiles()).toHaveLength(24));
    expect(screen.getByRole('heading', { level: 1, name: 'স্লট' })).toBeInTheDocument();
    expect(screen.getByTestId('game-count')).toHaveTextContent('৩০টির মধ্যে ২৪টি দেখানো হচ্ছে');
    expect(screen.getByRole('button', { name: 'আরও দেখুন' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'প্রোভাইডার' })).toBeInTheDocument();
  });
});

it('ignores a click on "load more" while the next page is on its way', async () => {
  renderGamesAt('/rng?vassalage=KSLOT', listCenterRoutes);
  await waitFor(() => expect(tiles()).toHaveLength(24));
  const more = screen.getByRole('button', { name: 'Load more' });
  fireEvent.click(more);
  expect(more).toHaveAttribute('aria-disabled', 'true');
  fireEvent.click(more);
  await waitFor(() => expect(tiles()).toHaveLength(30));
  expect(query().get('page')).toBe('2');
});
