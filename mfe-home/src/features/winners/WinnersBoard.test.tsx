import { configAtom, gameCalls } from '@khela/shared';
import { testConfig } from '@khela/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { failed, ok, winner } from '@/testing/game-fixtures';
import { renderHome } from '@/testing/render-home';
import { WinnersBoard, winnersRefreshMs } from './WinnersBoard';
import { winnerTime } from './winner-time';

function renderBoard(language: 'bn' | 'en' = 'en') {
  const store = createStore();
  store.set(configAtom, testConfig());
  return renderHome(<WinnersBoard />, { store, language });
}

describe('WinnersBoard', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('lists the masked players, their games and amounts', async () => {
    jest.spyOn(gameCalls, 'winners').mockReturnValue(ok({ list: [winner({ player: 'ra***1', amount: 123_450 }), winner({ player: 'ka***m', gameName: 'Crash', amount: 5_000_000 })] }));
    renderBoard();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ra***1');
    expect(rows[0]).toHaveTextContent('Fortune Tiger');
    expect(rows[0]).toHaveTextContent('৳1,234.50');
    expect(rows[1]).toHaveTextContent('ka***m');
    expect(rows[1]).toHaveTextContent('৳50,000.00');
    expect(within(rows[0]!).getByText(/^\d\d:\d\d$/)).toBeInTheDocument();
    expect(gameCalls.winners).toHaveBeenCalledTimes(1);
  });

  it('writes amounts and times with Bengali digits in Bengali', async () => {
    jest.spyOn(gameCalls, 'winners').mockReturnValue(ok({ list: [winner({ amount: 123_450 })] }));
    renderBoard('bn');
    const row = await screen.findByRole('listitem');
    expect(row).toHaveTextContent('৳১,২৩৪.৫০');
    expect(within(row).getByText(/^[০-৯]{2}:[০-৯]{2}$/)).toBeInTheDocument();
  });

  it('says so when there are no wins yet', async () => {
    jest.spyOn(gameCalls, 'winners').mockReturnValue(ok({ list: [] }));
    renderBoard();
    expect(await screen.findByText('No wins to show yet')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('says so when the board cannot load, and tries again on request', async () => {
    const winners = jest.spyOn(gameCalls, 'winners').mockReturnValueOnce(failed()).mockReturnValue(ok({ list: [winner()] }));
    renderBoard();
    expect(await screen.findByRole('alert')).toHaveTextContent('The winners board could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('ra***1');
    expect(winners).toHaveBeenCalledTimes(2);
  });

  it('asks for the newest wins every minute, keeping the list when a refresh fails', async () => {
    jest.useFakeTimers();
    const winners = jest
      .spyOn(gameCalls, 'winners')
      .mockReturnValueOnce(ok({ list: [winner({ player: 'ol***d' })] }))
      .mockReturnValueOnce(failed())
      .mockReturnValue(ok({ list: [winner({ player: 'ne***w' })] }));
    renderBoard();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('listitem')).toHaveTextContent('ol***d');
    await act(() => jest.advanceTimersByTimeAsync(winnersRefreshMs));
    expect(winners).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('listitem')).toHaveTextContent('ol***d');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(winnersRefreshMs));
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('ne***w'));
  });

  it('scrolls a long list as a ticker the reader can pause, showing each win once to assistive technology', async () => {
    jest.spyOn(gameCalls, 'winners').mockReturnValue(ok({ list: Array.from({ length: 8 }, (_, i) => winner({ player: `p${i}***x` })) }));
    renderBoard();
    const ticker = await screen.findByTestId('winners-ticker');
    expect(ticker).toHaveAttribute('data-moving', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(8); // the loop's copy is aria-hidden
    const pause = screen.getByRole('button', { name: 'Pause' });
    fireEvent.click(pause);
    expect(ticker).toHaveAttribute('data-paused', 'true');
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('holds a short list still', async () => {
    jest.spyOn(gameCalls, 'winners').mockReturnValue(ok({ list: [winner(), winner()] }));
    renderBoard();
    expect(await screen.findByTestId('winners-ticker')).toHaveAttribute('data-moving', 'false');
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });
});

describe('winnerTime', () => {
  const now = new Date('2025-05-10T10:00:00Z'); // 16:00 in Dhaka

  it('shows the clock time for a win of today in the brand calendar', () => {
    expect(winnerTime('2025-05-10T08:05:00Z', 'en', 'Asia/Dhaka', now)).toBe('14:05');
  });

  it('adds the day and month for an older win', () => {
    expect(winnerTime('2025-05-09T17:30:00Z', 'en', 'Asia/Dhaka', now)).toBe('09/05, 23:30');
    expect(winnerTime('2025-05-09T17:30:00Z', 'bn', 'Asia/Dhaka', now)).toMatch(/^[০-৯]{2}.*[০-৯]{2}:[০-৯]{2}$/);
  });
});
