import { act, render, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../../api/api-error';
import { LoadStatus } from '../page-kit/LoadStatus';
import { DelayedProgress, progressDelayMs } from './DelayedProgress';
import { Bone, Skeleton } from './Skeleton';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Skeleton', () => {
  it('is a busy region that a screen reader hears as the translated status, its shapes hidden', () => {
    render(<Skeleton shape="rows" count={4} />);
    const region = screen.getByTestId('skeleton');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveAttribute('data-shape', 'rows');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const drawn = region.querySelector('[aria-hidden="true"]')!;
    expect(drawn.querySelectorAll('li')).toHaveLength(4);
    // Nothing but the status is read: the placeholders carry no text.
    expect(drawn.textContent).toBe('');
  });

  it('speaks the reader’s language, or the words it is given', async () => {
    await act(() => i18n.changeLanguage('bn'));
    const { unmount } = render(<Skeleton shape="tiles" count={6} />);
    expect(screen.getByRole('status')).toHaveTextContent('লোড হচ্ছে');
    unmount();
    render(<Skeleton shape="cards" count={2} label="Loading the promotions" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the promotions');
  });

  it('draws as many tiles, cards, chips or lines as asked', () => {
    const count = (shape: 'tiles' | 'cards' | 'chips' | 'lines', n: number) => {
      const { getByTestId, unmount } = render(<Skeleton shape={shape} count={n} testId={shape} />);
      const drawn = getByTestId(shape).querySelector('[aria-hidden="true"] > *')!;
      const found = drawn.children.length;
      unmount();
      return found;
    };
    expect(count('tiles', 6)).toBe(6);
    expect(count('cards', 3)).toBe(3);
    expect(count('chips', 4)).toBe(4);
    expect(count('lines', 5)).toBe(5);
  });

  it("a bone is a line high, or as tall as the part whose place it holds; hidden from readers", () => {
    const { container } = render(
      <>
        <Bone width="6em" />
        <Bone height={210} />
      </>,
    );
    const [line, part] = [...container.querySelectorAll('span')];
    expect(line).toHaveStyle({ width: '6em' });
    expect(line!.style.height).toBe('');
    expect(part).toHaveStyle({ width: '100%', height: '210px' });
    expect(part).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('LoadStatus with a shape', () => {
  const noRetry = () => undefined;

  it('draws the skeleton of what arrives on the first load', () => {
    render(<LoadStatus loading error={null} onRetry={noRetry} shape="rows" count={3} />);
    expect(screen.getByTestId('skeleton')).toHaveAttribute('data-shape', 'rows');
  });

  it('while the last answer is still shown, only says it is loading (no skeleton in front of the content)', () => {
    render(<LoadStatus loading error={null} onRetry={noRetry} shape="rows" shown />);
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('a failure still shows its message and a retry', () => {
    render(<LoadStatus loading={false} error={new ApiError('network', 'No connection', 0)} onRetry={noRetry} shape="rows" />);
    expect(screen.getByRole('alert')).toHaveTextContent('No connection');
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
  });
});

describe('DelayedProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows nothing for a quick wait, then a named progress bar after a second', () => {
    render(<DelayedProgress active label="Opening the game…" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The live region is there from the start, so the words are announced when they appear.
    expect(screen.getByTestId('delayed-progress-region')).toHaveAttribute('aria-live', 'polite');
    act(() => jest.advanceTimersByTime(progressDelayMs - 1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const bar = screen.getByRole('progressbar', { name: 'Opening the game…' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByText('Opening the game…')).toBeInTheDocument();
  });

  it('is determinate when the share done is known, and goes when the wait ends', () => {
    const { rerender } = render(<DelayedProgress active label="Uploading…" percent={41.6} />);
    act(() => jest.advanceTimersByTime(progressDelayMs));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    rerender(<DelayedProgress active={false} label="Uploading…" percent={100} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a wait that ends before a second never shows the bar', () => {
    const { rerender } = render(<DelayedProgress active label="Working out the report…" />);
    act(() => jest.advanceTimersByTime(500));
    rerender(<DelayedProgress active={false} label="Working out the report…" />);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
