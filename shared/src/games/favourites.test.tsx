import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { Game } from '../api/games-wire';
import { bus } from '../bus/event-bus';
import { modal } from '../popup/modal';
import { memberInfoAtom } from '../store/session-atoms';
import { renderWithProviders } from '../testing/render-with-providers';
import { GameCard } from '../ui/game-card/GameCard';
import { resetFavouritesForTests } from './favourites';

const game: Game = {
  nodeId: 7, gameId: 'KSLOT-golden-tiger', gameCode: 'golden-tiger', vassalage: 'KSLOT', gameType: 'RNG', isGame: 'GAME',
  iconUrl: '/TCG_PROD_IMAGES/GAME_ICON/KSLOT/golden-tiger.png', gameName: 'Golden Tiger', nodeName: 'Golden Tiger', gameClassify: 'SC', freeTrial: true,
};

type Answer = { status: number; body: unknown };
const ok = (value: unknown): Answer => ({ status: 200, body: { success: true, value, message: null, errorCode: null } });

/** A fake api that answers by method + path and records what it was asked. */
function fakeApi(answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    const answer = answers[key]?.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as jest.Mock;
  return calls;
}

function memberStore() {
  const store = createStore();
  store.set(memberInfoAtom, { id: '1', account: 'rahim01', nickname: 'Rahim', type: 0 });
  return store;
}

const addHeart = () => screen.getByRole('button', { name: 'Add Golden Tiger to favourites' });
const removeHeart = () => screen.getByRole('button', { name: 'Remove Golden Tiger from favourites' });

describe('favourites', () => {
  let clock: jest.SpyInstance<number, []>;
  beforeEach(() => {
    resetFavouritesForTests();
    clock = jest.spyOn(Date, 'now').mockReturnValue(10_000);
  });
  afterEach(() => clock.mockRestore());

  it('a visitor gets the login popup and nothing is called', async () => {
    const calls = fakeApi({});
    const opened = jest.fn();
    bus.on('popup:open', opened);
    renderWithProviders(<GameCard game={game} />, { language: 'en' });
    await act(async () => fireEvent.click(addHeart()));
    expect(opened).toHaveBeenCalledWith({ name: 'login' });
    expect(calls).toEqual([]);
    bus.off('popup:open', opened);
  });

  it('adds, then ignores a second toggle inside 1000 ms, then removes', async () => {
    const calls = fakeApi({
      'GET /wps/game/favorites': [ok({ content: [], pageNum: 1, totalPages: 1 })],
      'POST /wps/game/favorites': [ok({ nodeId: 7, favourite: true })],
      'DELETE /wps/game/favorites': [ok({ nodeId: 7, favourite: false })],
    });
    renderWithProviders(<GameCard game={game} />, { store: memberStore(), language: 'en' });
    await waitFor(() => expect(calls).toEqual(['GET /wps/game/favorites']));
    await act(async () => fireEvent.click(addHeart()));
    await waitFor(() => expect(removeHeart()).toHaveAttribute('aria-pressed', 'true'));
    clock.mockReturnValue(10_999);
    await act(async () => fireEvent.click(removeHeart()));
    expect(removeHeart()).toHaveAttribute('aria-pressed', 'true');
    clock.mockReturnValue(11_000);
    await act(async () => fireEvent.click(removeHeart()));
    await waitFor(() => expect(addHeart()).toHaveAttribute('aria-pressed', 'false'));
    expect(calls).toEqual(['GET /wps/game/favorites', 'POST /wps/game/favorites', 'DELETE /wps/game/favorites']);
  });

  it('puts the heart back and shows the api’s reason when the api refuses', async () => {
    fakeApi({
      'GET /wps/game/favorites': [ok({ content: [], pageNum: 1, totalPages: 1 })],
      'POST /wps/game/favorites': [{ status: 429, body: { success: false, value: null, message: 'slow down', errorCode: 'games.favourite.tooFast' } }],
    });
    const shown = jest.spyOn(modal, 'open').mockReturnValue(1);
    renderWithProviders(<GameCard game={game} />, { store: memberStore(), language: 'en' });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Add Golden Tiger to favourites' })));
    await waitFor(() => expect(shown).toHaveBeenCalledWith({ icon: 'warning', text: 'slow down' }));
    expect(addHeart()).toHaveAttribute('aria-pressed', 'false');
    shown.mockRestore();
  });

  it('the card shows the heart from the loaded list and toggles it', async () => {
    fakeApi({
      'GET /wps/game/favorites': [ok({ content: [game], pageNum: 1, totalPages: 1 })],
      'DELETE /wps/game/favorites': [ok({ nodeId: 7, favourite: false })],
    });
    renderWithProviders(<GameCard game={game} />, { store: memberStore(), language: 'en' });
    const heart = await screen.findByRole('button', { name: 'Remove Golden Tiger from favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await act(async () => fireEvent.click(heart));
    await waitFor(() => expect(addHeart()).toHaveAttribute('aria-pressed', 'false'));
  });

  it('the card asks the shell to start the game, or its free trial', () => {
    fakeApi({});
    const started = jest.fn();
    bus.on('game:start', started);
    renderWithProviders(<GameCard game={game} />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Play Golden Tiger' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play Golden Tiger free (trial)' }));
    expect(started).toHaveBeenNthCalledWith(1, expect.objectContaining({ vendor: 'KSLOT', nodeId: 7, gameCode: 'golden-tiger', trial: false }));
    expect(started).toHaveBeenNthCalledWith(2, expect.objectContaining({ nodeId: 7, trial: true }));
    bus.off('game:start', started);
  });
});
