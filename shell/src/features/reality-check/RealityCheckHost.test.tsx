import { changeLanguage, store, tokenAtom, type RealityCheck } from '@khela/shared';
import { FakeApi } from '@khela/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { logIn, renderInShell, resetShellState } from '@/testing/render-in-shell';
import { RealityCheckHost } from './RealityCheckHost';

const PATH = '/wps/safer-gambling/reality-check';
const start = Date.parse('2026-11-27T10:00:00Z');
const iso = (minutes: number) => new Date(start + minutes * 60_000).toISOString();

/** A check the server answers `minutes` into the session, with a reminder every 15 minutes. */
function check(minutes: number, nextDue: number | null, extra: Partial<RealityCheck> = {}): RealityCheck {
  return {
    intervalMinutes: nextDue === null ? 0 : 15,
    intervals: [0, 15, 30, 45, 60, 90, 120],
    sessionStartedAt: iso(0),
    serverTime: iso(minutes),
    playedSeconds: minutes * 60,
    nextDueAt: nextDue === null ? null : iso(nextDue),
    result: { stakes: 28_000, wins: 15_500, net: -12_500, settledBets: 3 },
    ...extra,
  };
}

let api: FakeApi;
beforeEach(() => {
  resetShellState();
  api = new FakeApi();
  api.on('DELETE', '/wps/session/logout', { value: null });
});

describe('the reality-check reminder', () => {
  it('shows a due reminder with time played and net result; it must be answered, and Continue records the answer', async () => {
    api.on('GET', PATH, { value: check(65, 60) });
    api.on('POST', `${PATH}/answer`, { value: check(65, 75) });
    renderInShell(<RealityCheckHost />);
    act(() => logIn());
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(screen.getByTestId('reality-check-played')).toHaveTextContent('You have been playing for 1 h 5 min in this session.');
    expect(screen.getByTestId('reality-check-net')).toHaveTextContent('-৳125.00');
    expect(dialog).toHaveTextContent('Bets settled since you logged in: 3');
    // No way round it: no close button, Escape does nothing; the focus starts on Continue.
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue playing' })).toHaveFocus());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodyOf('POST', `${PATH}/answer`)).toEqual({ dueAt: iso(60), action: 'continue' });
    // The next reminder is 10 minutes away: nothing shows meanwhile.
    expect(store.get(tokenAtom)).toBe('token-1');
  });

  it('Stop playing records the answer and logs out', async () => {
    api.on('GET', PATH, { value: check(16, 15) });
    api.on('POST', `${PATH}/answer`, { value: check(16, 30) });
    renderInShell(<RealityCheckHost />);
    act(() => logIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Stop playing' }));
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull());
    expect(api.bodyOf('POST', `${PATH}/answer`)).toEqual({ dueAt: iso(15), action: 'stop' });
    expect(api.requests('DELETE', '/wps/session/logout')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the reminder and says so when the answer cannot be saved', async () => {
    api.on('GET', PATH, { value: check(16, 15) });
    api.on('POST', `${PATH}/answer`, { status: 500, errorCode: 'server.error', message: 'down' });
    renderInShell(<RealityCheckHost />);
    act(() => logIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Continue playing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answer could not be saved. Try again.');
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('shows nothing before the reminder is due, nor when reminders are off, nor to trial accounts', async () => {
    api.on('GET', PATH, { value: check(5, 15) });
    const view = renderInShell(<RealityCheckHost />);
    act(() => logIn());
    await waitFor(() => expect(api.requests('GET', PATH)).toHaveLength(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();

    resetShellState();
    api.on('GET', PATH, { value: check(500, null) });
    const off = renderInShell(<RealityCheckHost />);
    act(() => logIn());
    await waitFor(() => expect(api.requests('GET', PATH)).toHaveLength(2));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    off.unmount();

    resetShellState();
    renderInShell(<RealityCheckHost />);
    act(() => logIn({ id: 'T1', account: 'trial1', nickname: 'Trial', type: 4 }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.requests('GET', PATH)).toHaveLength(2);
  });

  it('speaks Bengali with Bengali digits', async () => {
    await act(async () => changeLanguage('bn'));
    api.on('GET', PATH, { value: check(65, 60) });
    renderInShell(<RealityCheckHost />);
    act(() => logIn());
    expect(await screen.findByRole('dialog', { name: 'রিয়েলিটি চেক' })).toBeInTheDocument();
    expect(screen.getByTestId('reality-check-played')).toHaveTextContent('এই সেশনে আপনি ১ ঘণ্টা ৫ মিনিট ধরে খেলছেন।');
    expect(screen.getByRole('button', { name: 'খেলা চালিয়ে যান' })).toBeInTheDocument();
  });
});
