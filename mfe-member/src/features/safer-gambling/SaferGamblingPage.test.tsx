import { bus, configAtom, memberInfoAtom, store as sharedStore, tokenAtom } from '@khela/shared';
import { FakeApi, testConfig } from '@khela/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { renderMember } from '@/testing/render-member';
import { DepositLimitPrompt } from './DepositLimitPrompt';
import { LIMIT_KINDS, LIMIT_PERIODS, type SaferLimit, type SaferOverview } from './safer-calls';
import { SaferGamblingPage } from './SaferGamblingPage';

const base = '/wps/safer-gambling';

function overview(changes: Partial<Record<string, Partial<SaferLimit>>> = {}, rest: Partial<SaferOverview> = {}): SaferOverview {
  return {
    limits: LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => ({ kind, period, amount: null, used: 0, pendingAmount: null, pendingFrom: null, pendingUntil: null, ...changes[`${kind}:${period}`] })),
    ),
    promptDue: false,
    exclusion: null,
    ...rest,
  };
}

const history = { months: [{ month: '2026-11', deposits: 70_000, withdrawals: 20_000, netResult: -6_000 }, { month: '2026-10', deposits: 0, withdrawals: 0, netResult: 0 }, { month: '2026-09', deposits: 0, withdrawals: 0, netResult: 0 }] };

function renderPage(node = <SaferGamblingPage />, language: 'en' | 'bn' = 'en') {
  const store = createStore();
  store.set(configAtom, testConfig());
  store.set(memberInfoAtom, { id: '1007', account: 'rahim01', nickname: 'Rahim', type: 0 });
  store.set(tokenAtom, 'token-1');
  renderMember(node, { store, language, path: '/member/saferGambling' });
  return store;
}

describe('the safer-gambling page', () => {
  it('shows each limit with its usage, sends only the changed boxes as typed, and says a raise waits', async () => {
    const api = new FakeApi()
      .on('GET', base, { value: overview({ 'deposit:day': { amount: 100_000, used: 25_000 } }) })
      .on('GET', `${base}/history`, { value: history })
      .on('PUT', `${base}/limits`, { value: overview({ 'deposit:day': { amount: 100_000, used: 25_000, pendingAmount: 500_000, pendingFrom: '2030-01-01T00:00:00Z' }, 'deposit:week': { amount: 300_000 } }) });
    renderPage();
    const day = await screen.findByLabelText('24 hours', { selector: '#safer-deposit-day' });
    expect(day).toHaveValue('1000');
    expect(screen.getByTestId('safer-deposit-day-usage')).toHaveTextContent('Used ৳250.00 of ৳1,000.00');
    const user = userEvent.setup();
    await user.clear(day);
    await user.type(day, '5,000');
    await user.type(screen.getByTestId('safer-deposit-week'), '3000');
    await user.click(screen.getByTestId('safer-limits-save'));
    await waitFor(() => expect(api.requests('PUT', `${base}/limits`)).toHaveLength(1));
    expect(api.bodyOf('PUT', `${base}/limits`)).toEqual({ limits: [{ kind: 'deposit', period: 'day', amount: '5,000' }, { kind: 'deposit', period: 'week', amount: '3000' }] });
    expect(await screen.findByTestId('safer-limits-done')).toHaveTextContent('an increase waits 24 hours');
    const pending = screen.getByTestId('safer-deposit-day-pending');
    expect(pending).toHaveTextContent('Increase to ৳5,000.00 waiting.');
    expect(within(pending).getByRole('button', { name: 'Confirm the increase' })).toBeDisabled();
  });

  it('confirms a raise once the 24 hours are over; shows the server’s refusal', async () => {
    const ready = overview({ 'deposit:day': { amount: 100_000, pendingAmount: 500_000, pendingFrom: '2020-01-01T00:00:00Z', pendingUntil: '2030-01-01T00:00:00Z' } });
    const api = new FakeApi()
      .on('GET', base, { value: ready })
      .on('GET', `${base}/history`, { value: history })
      .on('POST', `${base}/limits/confirm`, { value: overview({ 'deposit:day': { amount: 500_000 } }) })
      .on('PUT', `${base}/limits`, { status: 400, errorCode: 'safer.amount.invalid', message: 'Please write the limit as an amount.' });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm the increase' }));
    await waitFor(() => expect(api.bodyOf('POST', `${base}/limits/confirm`)).toEqual({ kind: 'deposit', period: 'day', accept: true }));
    expect(await screen.findByTestId('safer-limits-done')).toHaveTextContent('Your new limit applies now.');
    expect(screen.getByTestId('safer-deposit-day')).toHaveValue('5000');
    await user.type(screen.getByTestId('safer-wager-month'), 'lots');
    await user.click(screen.getByTestId('safer-limits-save'));
    expect(await screen.findByTestId('safer-limits-error')).toHaveTextContent('Please write the limit as an amount.');
  });

  it('a break needs the tick box; once started the member is signed out and taken home', async () => {
    const api = new FakeApi()
      .on('GET', base, { value: overview() })
      .on('GET', `${base}/history`, { value: history })
      .on('POST', `${base}/exclusion`, { value: { kind: 'timeout', endsAt: '2030-01-08T00:00:00Z', signedOut: 1 } });
    renderPage();
    sharedStore.set(tokenAtom, 'token-1');
    const loggedOut = jest.fn();
    bus.on('session:logout', loggedOut);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('safer-break-1w'));
    await user.click(screen.getByTestId('safer-break-submit'));
    expect(await screen.findByTestId('safer-break-error')).toHaveTextContent('Please tick the box to confirm.');
    expect(api.requests('POST', `${base}/exclusion`)).toHaveLength(0);
    await user.click(screen.getByTestId('safer-break-days'));
    await user.clear(screen.getByTestId('safer-break-days-count'));
    await user.type(screen.getByTestId('safer-break-days-count'), '50');
    await user.click(screen.getByTestId('safer-break-tick'));
    await user.click(screen.getByTestId('safer-break-submit'));
    expect(await screen.findByTestId('safer-break-error')).toHaveTextContent('from 1 to 42');
    await user.click(screen.getByTestId('safer-break-1y'));
    await user.click(screen.getByTestId('safer-break-submit'));
    await waitFor(() => expect(api.bodyOf('POST', `${base}/exclusion`)).toEqual({ kind: 'self_exclusion', duration: '1y', confirm: true }));
    await waitFor(() => expect(loggedOut).toHaveBeenCalled());
    // The session this page holds is cleared (the api ended every session already).
    expect(sharedStore.get(tokenAtom)).toBeNull();
    bus.off('session:logout', loggedOut);
  });

  it('lists the last 3 months in Bengali', async () => {
    new FakeApi().on('GET', base, { value: overview() }).on('GET', `${base}/history`, { value: history });
    renderPage(<SaferGamblingPage />, 'bn');
    const row = await screen.findByTestId('safer-history-2026-11');
    expect(row).toHaveTextContent('৳৭০০.০০');
    expect(row).toHaveTextContent('-৳৬০.০০');
    expect(screen.getByRole('heading', { name: 'আপনার শেষ ৩ মাস' })).toBeInTheDocument();
  });
});

describe('the deposit page prompt', () => {
  it('asks until answered; "not now" dismisses it and leaves a link to the limits', async () => {
    const api = new FakeApi().on('GET', base, { value: overview({}, { promptDue: true }) }).on('POST', `${base}/prompt`, { value: { promptDue: false } });
    renderPage(<DepositLimitPrompt />);
    expect(await screen.findByRole('heading', { name: 'Set a deposit limit?' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(api.requests('POST', `${base}/prompt`)).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Safer gambling: your limits' })).toHaveAttribute('href', '/member/saferGambling');
    expect(screen.queryByTestId('deposit-limit-prompt')).not.toBeInTheDocument();
  });
});
