import { openPopup } from '@khela/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInShell, resetShellState } from '@/testing/render-in-shell';
import { PopupLayer, preloadViews } from '@/lib/popups/PopupLayer';
import { gamePopups } from '../game-popups';
import { fitScale } from './use-fit-scale';

function setViewport(width: number, height: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true, writable: true });
}

beforeAll(() => preloadViews(gamePopups));
beforeEach(resetShellState);

describe('the game window’s size', () => {
  it('is 440×750 where it fits, and scales down on shorter or narrower screens', () => {
    expect(fitScale(1280, 900)).toBe(1);
    // 700 high: 24 of margins and a 48-pixel bar leave 628 for the game.
    expect(fitScale(1366, 700)).toBeCloseTo(628 / 750);
    expect(fitScale(420, 1000)).toBeCloseTo(396 / 440);
  });

  it('keeps the game’s own 440×750 layout and draws it smaller when the window is short', () => {
    setViewport(1366, 700);
    renderInShell(<PopupLayer views={gamePopups} />);
    act(() => openPopup('game', { url: 'https://play.test/1', title: 'Lucky Reels' }));
    const dialog = screen.getByRole('dialog', { name: 'Lucky Reels' });
    const frame = within(dialog).getByTitle('Lucky Reels');
    const scale = 628 / 750;
    expect(frame).toHaveAttribute('width', '440');
    expect(frame).toHaveAttribute('height', '750');
    expect(frame.style.transform).toBe(`scale(${scale})`);
    expect(frame.parentElement).toHaveStyle({ width: `${440 * scale}px`, height: `${750 * scale}px` });
    setViewport(1366, 1000);
    act(() => void fireEvent(window, new Event('resize')));
    expect(frame.style.transform).toBe('');
    expect(frame.parentElement).toHaveStyle({ width: '440px', height: '750px' });
  });

  it('says so when opened without an address', () => {
    setViewport(1280, 900);
    renderInShell(<PopupLayer views={gamePopups} />);
    act(() => openPopup('game', { title: 'Lucky Reels' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This game could not be opened.');
  });
});
