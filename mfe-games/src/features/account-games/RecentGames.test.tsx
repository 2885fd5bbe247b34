import { bus, history } from '@khela/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeGamesApi, game, gamePaths, member, memberGamesReply, renderGamesAt, serverError } from '@/testing/games-test-support';
import { accountGamesRoutes } from './routes';

let api: FakeGamesApi;

const played = Array.from({ length: 30 }, (_, i) => game(i + 1, { gameName: `Played ${i + 1}` }));
const tiles = () => within(screen.getByTestId('game-grid')).queryAllByTestId(/^game-card-/);
const recentQueries = () => api.requests('GET', gamePaths.recent).map((request) => Object.fromEntries(request.query.entries()));

beforeEach(() => {
  api = new FakeGamesApi().on('GET', gamePaths.recent, memberGamesReply(played)).on('GET', gamePaths.favourites, memberGamesReply([game(2)]));
});

describe('the recent games page', () => {
  it('shows the games played last, 24 at a time, with load more', async () => {
    renderGamesAt('/recent', accountGamesRoutes, { as: member });
    await waitFor(() => expect(tiles()).toHaveLength(24));
    expect(screen.getByRole('list', { name: 'Games you played recently' })).toBeInTheDocument();
    expect(recentQueries()).toEqual([{ clientType: '3', platform: 'W', pageNo: '1', pageSize: '24' }]);
    expect(screen.getByTestId('game-count')).toHaveTextContent('Showing 24 games');
    // Hearts come from the member's favourites.
    expect(await screen.findByRole('button', { name: 'Remove Played 2 from favourites' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(tiles()).toHaveLength(30));
    expect(recentQueries().map((query) => query.pageNo)).toEqual(['1', '2']);
    expect(screen.getByTestId('game-count')).toHaveTextContent('Showing 30 games');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(new URLSearchParams(history.location.search).get('page')).toBe('2');
  });

  it('says when there are none, with a way to the games', async () => {
    api.on('GET', gamePaths.recent, memberGamesReply([]));
    renderGamesAt('/recent', accountGamesRoutes, { as: member });
    expect(await screen.findByText('Games you play will appear here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/');
  });

  it('shows a failed load with a retry', async () => {
    api.on('GET', gamePaths.recent, serverError, memberGamesReply(played.slice(0, 3)));
    renderGamesAt('/recent', accountGamesRoutes, { as: member });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side, please retry');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tiles()).toHaveLength(3));
  });

  it('asks a visitor to log in, without calling the api', async () => {
    const popups = jest.fn();
    bus.on('popup:open', popups);
    renderGamesAt('/recent', accountGamesRoutes);
    expect(screen.getByText('Log in to see the games you played')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(popups).toHaveBeenCalledWith({ name: 'login' });
    expect(recentQueries()).toHaveLength(0);
    bus.off('popup:open', popups);
  });
});
