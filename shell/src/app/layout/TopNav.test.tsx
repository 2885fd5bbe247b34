import { gameMenusAtom, store, type GameMenu, type GameType } from '@khela/shared';
import { screen, within } from '@testing-library/react';
import { renderInShell, resetShellState } from '@/testing/render-in-shell';
import { TopNav } from './TopNav';

const vendor = (gameType: GameType, n: number) => ({ vassalage: `${gameType}${n}`, displayName: `${gameType} vendor ${n}`, gameType });
const menuOf = (gameType: GameType, count: number): GameMenu => ({ gameType, vendors: Array.from({ length: count }, (_, i) => vendor(gameType, i + 1)) });

beforeEach(resetShellState);

function navLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Game categories' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => !link.getAttribute('href')?.includes('vassalage'))
    .map((link) => link.textContent ?? '');
}

describe('TopNav', () => {
  it('shows only home and promotions before game menus arrive', () => {
    renderInShell(<TopNav />);
    expect(navLabels()).toEqual(['Home', 'Promotions']);
  });

  it('shows categories with at least one vendor, in the spec order, promotions last', () => {
    // Given in a scrambled order, one category empty and one the nav does not list.
    store.set(gameMenusAtom, [menuOf('ESPORTS', 1), menuOf('RNG', 3), menuOf('LIVE', 2), menuOf('FISH', 0), menuOf('ELOTT', 1), menuOf('COCKFIGHT', 1), menuOf('SPORTS', 1)]);
    renderInShell(<TopNav />);
    expect(navLabels()).toEqual(['Home', 'E-lottery', 'Live casino', 'Sports', 'Slots', 'E-sports', 'Promotions']);
  });

  it('marks the active route with aria-current', () => {
    store.set(gameMenusAtom, [menuOf('LIVE', 1)]);
    renderInShell(<TopNav />, { path: '/live' });
    expect(screen.getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('lists a category’s vendors, in the large layout above 10', () => {
    store.set(gameMenusAtom, [menuOf('RNG', 11), menuOf('LIVE', 10)]);
    renderInShell(<TopNav />);
    const slots = screen.getByRole('list', { name: 'Slots providers' });
    expect(within(slots).getAllByRole('link')).toHaveLength(11);
    expect(within(slots).getByRole('link', { name: 'RNG vendor 1' })).toHaveAttribute('href', '/rng?vassalage=RNG1');
    expect(slots).toHaveAttribute('data-large', 'true');
    expect(screen.getByRole('list', { name: 'Live casino providers' })).toHaveAttribute('data-large', 'false');
  });

  it('shows each category’s icon before its name, hidden from screen readers (the name is the link’s)', () => {
    store.set(gameMenusAtom, [menuOf('RNG', 1), menuOf('LIVE', 1)]);
    renderInShell(<TopNav />);
    const slots = screen.getByRole('link', { name: 'Slots' });
    const icon = slots.querySelector('svg')!;
    expect(icon).toHaveAttribute('data-icon', 'game-slot');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Live casino' }).querySelector('svg')).toHaveAttribute('data-icon', 'game-chip');
    expect(screen.getByRole('link', { name: 'Home' }).querySelector('svg')).toHaveAttribute('data-icon', 'home');
  });
});
