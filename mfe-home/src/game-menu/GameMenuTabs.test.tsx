import { bus, gameMenusAtom, memberInfoAtom, type GameMenu } from '@khela/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderHome } from '../testing/render-home';
import { GameMenuTabs } from './GameMenuTabs';

const menu = (gameType: string, count: number): GameMenu => ({
  gameType,
  vendors: Array.from({ length: count }, (_, i) => ({ vassalage: `${gameType}V${i}`, displayName: `${gameType} vendor ${i}`, gameType })),
});

function setup(options: { loggedIn?: boolean } = {}) {
  const store = createStore();
  store.set(gameMenusAtom, [menu('LIVE', 2), menu('RNG', 7), menu('LUDO', 1)]);
  if (options.loggedIn) store.set(memberInfoAtom, { id: '1', account: 'rahim', nickname: 'Rahim', type: 0 });
  renderHome(<GameMenuTabs />, { store, language: 'en', path: '/' });
}

describe('GameMenuTabs', () => {
  let events: jest.Mock;
  beforeEach(() => {
    events = jest.fn();
    bus.on('*', events);
  });
  afterEach(() => bus.off('*', events));

  it('shows the tabs in SPEC order and each category cut to 5 on HOME', () => {
    setup();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Home', 'Favourites', 'Slots', 'Live casino', 'Ludo']);
    expect(within(screen.getByTestId('category-RNG')).getAllByRole('button')).toHaveLength(5);
    expect(within(screen.getByTestId('category-LIVE')).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'See all Slots' })).toHaveAttribute('href', '/rng');
  });

  it('shows every vendor of a chosen category', () => {
    setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByTestId('category-RNG')).getAllByRole('button')).toHaveLength(7);
  });

  it('opens the login popup for favourites when logged out', () => {
    setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(events).toHaveBeenCalledWith('popup:open', { name: 'login' });
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the favourites tab to a member', () => {
    setup({ loggedIn: true });
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(screen.getByText('Games you mark as favourite will appear here')).toBeInTheDocument();
  });

  it('starts a vendor on a card click and launches LUDO from its tab', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Play LIVE vendor 1' }));
    expect(events).toHaveBeenCalledWith('game:start', { vendor: 'LIVEV1', gameType: 'LIVE' });
    fireEvent.click(screen.getByRole('tab', { name: 'Ludo' }));
    expect(events).toHaveBeenCalledWith('game:start', { vendor: 'LUDOV0', gameType: 'LUDO' });
  });

  it('moves between tabs with the arrow keys', () => {
    setup();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Home' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveFocus();
  });
});
