import { bus, history } from '@khela/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeGamesApi, game, gamePaths, member, memberGamesReply, renderGamesAt, serverError } from '@/testing/games-test-support';
import { accountGamesRoutes } from './routes';

let api: FakeGamesApi;

const favourites = [game(7, { gameName: 'Tiger Fortune' }), game(8, { gameName: 'Lucky Reels', vassalage: 'KREEL' })];
const list = () => screen.getByRole('list', { name: 'Your favourite games' });

beforeEach(() => {
  api = new FakeGamesApi().on('GET', gamePaths.favourites, memberGamesReply(favourites));
});

describe('the favourites page', () => {
  it('shows the member’s favourites, each with a pressed heart', async () => {
    renderGamesAt('/favorite', accountGamesRoutes, { as: member });
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your favourite games' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove Tiger Fortune from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Remove Lucky Reels from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.requests('GET', gamePaths.favourites)).toHaveLength(1);
    expect(api.requests('GET', gamePaths.favourites)[0]!.query.get('pageSize')).toBe('999');
  });

  it('takes a game off the list when its heart is taken off', async () => {
    api.on('DELETE', gamePaths.favourites, (request) => ({ value: { nodeId: Number(request.query.get('nodeId')), favourite: false } }));
    renderGamesAt('/favorite', accountGamesRoutes, { as: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Tiger Fortune from favourites' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Tiger Fortune')).not.toBeInTheDocument();
    expect(api.requests('DELETE', gamePaths.favourites).map((request) => request.query.get('nodeId'))).toEqual(['7']);
  });

  it('puts the game back when the api refuses to take it off', async () => {
    api.on('DELETE', gamePaths.favourites, { status: 429, errorCode: 'games.favourite.tooFast', message: 'Please wait a moment.' });
    renderGamesAt('/favorite', accountGamesRoutes, { as: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Tiger Fortune from favourites' }));
    await waitFor(() => expect(api.requests('DELETE', gamePaths.favourites)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Tiger Fortune from favourites' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when there are none, with a way to the games', async () => {
    api.on('GET', gamePaths.favourites, memberGamesReply([]));
    renderGamesAt('/favorite', accountGamesRoutes, { as: member });
    expect(await screen.findByText('You have no favourite games yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Browse games' }));
    expect(history.location.pathname).toBe('/');
  });

  it('shows a failed load with a retry', async () => {
    api.on('GET', gamePaths.favourites, serverError, memberGamesReply(favourites));
    renderGamesAt('/favorite', accountGamesRoutes, { as: member });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your favourites could not be loaded. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your favourite games' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in, without calling the api', async () => {
    const popups = jest.fn();
    bus.on('popup:open', popups);
    renderGamesAt('/favorite', accountGamesRoutes);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(popups).toHaveBeenCalledWith({ name: 'login' });
    expect(api.requests('GET', gamePaths.favourites)).toHaveLength(0);
    bus.off('popup:open', popups);
  });

  it('speaks Bengali', async () => {
    renderGamesAt('/favorite', accountGamesRoutes, { as: member, language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'প্রিয় খেলা' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'আপনার প্রিয় খেলাগুলো' })).toBeInTheDocument();
  });
});
