import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { progressDelayMs } from '../ui/skeleton/DelayedProgress';
import { loading, LoadingOverlay } from './loading';

describe('the loading overlay', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('a labelled wait that outlasts a second shows its words over a progress bar; the overlay goes when it ends', async () => {
    render(<LoadingOverlay />);
    let finish!: (value: string) => void;
    let outcome!: Promise<string>;
    act(() => {
      outcome = loading.during(new Promise<string>((resolve) => (finish = resolve)), 'Opening the game…');
    });
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(progressDelayMs));
    expect(screen.getByRole('progressbar', { name: 'Opening the game…' })).toBeInTheDocument();
    await act(async () => {
      finish('opened');
      await expect(outcome).resolves.toBe('opened');
    });
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('an unlabelled wait keeps the plain spinner', () => {
    render(<LoadingOverlay />);
    act(() => loading.show());
    act(() => jest.advanceTimersByTime(progressDelayMs * 2));
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => loading.hide());
  });
});
