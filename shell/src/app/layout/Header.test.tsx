import { api, applyRewardsSummary, balanceAtom, balanceHiddenAtom, bus, configAtom, history, ModalHost, store, vipLabelNameAtom } from '@khela/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './Header';
import { logIn, member, renderInShell, resetShellState, testConfig } from '@/testing/render-in-shell';

const menu = { onOpen: () => undefined, open: false, controls: 'side-menu', buttonRef: { current: null } };

/** The header with the host of its confirm and success dialogs, at `path`. */
const renderWithDialogs = (path = '/') =>
  renderInShell(
    <>
      <Header menu={menu} />
      <ModalHost />
    </>,
    { path },
  );

/** Opens the account menu and presses Sign out, which asks for confirmation. */
async function askToSignOut() {
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
}

beforeEach(resetShellState);
afterEach(() => jest.restoreAllMocks());

describe('Header for a visitor', () => {
  it('offers login and register, which open their popups', async () => {
    const opened = jest.fn();
    bus.on('popup:open', opened);
    renderInShell(<Header menu={menu} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(opened.mock.calls.map(([event]) => event.name)).toEqual(['login', 'register']);
    expect(screen.queryByRole('group', { name: 'Balance' })).not.toBeInTheDocument();
    bus.off('popup:open', opened);
  });

  it('shows the rewards entry to visitors even with the referral promo off', () => {
    renderInShell(<Header menu={menu} />);
    expect(screen.getByRole('link', { name: 'Rewards' })).toBeInTheDocument();
  });
});

describe('Header for a member', () => {
  it("takes a member's shape from the first paint when a token is stored (a phone's header then never changes height, CLS)", () => {
    renderInShell(<Header menu={menu} />);
    expect(document.querySelector('header')).not.toHaveClass('memberHeader');
    resetShellState();
    logIn();
    renderInShell(<Header menu={menu} />);
    expect(document.querySelectorAll('header')[1]).toHaveClass('memberHeader');
  });

  it('shows balance, deposit, withdraw and the account menu instead of login', async () => {
    logIn();
    renderInShell(<Header menu={menu} />);
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Balance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/depositv2');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('hides rewards when the referral promo is off, shows it when on', () => {
    logIn();
    const { unmount } = renderInShell(<Header menu={menu} />);
    expect(screen.queryByRole('link', { name: 'Rewards' })).not.toBeInTheDocument();
    unmount();
    store.set(configAtom, testConfig({ switches: ['REFERRAL'] }));
    renderInShell(<Header menu={menu} />);
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/member/rewardCenter');
  });

  it('formats the balance, hides it as asterisks and asks for a refresh', async () => {
    logIn();
    store.set(balanceAtom, 123456789);
    const changed = jest.fn();
    bus.on('balance:changed', changed);
    renderInShell(<Header menu={menu} />);
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('৳1,234,567.89');
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('৳****');
    expect(screen.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
    expect(store.get(balanceHiddenAtom)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('৳1,234,567.89');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(changed).toHaveBeenCalledWith({ reason: 'refresh' });
    bus.off('balance:changed', changed);
  });

  it('shows open bonus money beneath the balance from the rewards summary, linking to bonusDetails, hidden with it', async () => {
    logIn();
    store.set(balanceAtom, 10_000);
    renderInShell(<Header menu={menu} />);
    expect(screen.queryByTestId('header-bonus')).not.toBeInTheDocument();
    const summary = { rewardCenter: 0, missions: 0, points: 0, vip: { hasVip: false, level: 0, label: null } };
    act(() => applyRewardsSummary({ ...summary, bonus: { open: 1, amount: 15_050 } }));
    expect(screen.getByTestId('header-bonus')).toHaveTextContent('Bonus ৳150.50');
    expect(screen.getByRole('link', { name: 'Bonus ৳150.50' })).toHaveAttribute('href', '/member/bonusDetails');
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('header-bonus')).toHaveTextContent('Bonus ৳****');
    // Converted or given up: the line goes.
    act(() => applyRewardsSummary({ ...summary, bonus: { open: 0, amount: 0 } }));
    expect(screen.queryByTestId('header-bonus')).not.toBeInTheDocument();
  });

  it('opens the account menu with the member ID, links, VIP label; agent center only for agents', async () => {
    logIn();
    store.set(vipLabelNameAtom, 'VIP 3');
    renderInShell(<Header menu={menu} />);
    expect(screen.getByText('VIP 3')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Account menu' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByTestId('member-panel');
    expect(within(panel).getByText(member.id)).toBeInTheDocument();
    // The VIP label leads to the VIP page.
    expect(within(panel).getByRole('link', { name: 'VIP: VIP 3' })).toHaveAttribute('href', '/vip');
    expect(within(panel).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/member/securityCenter');
    expect(within(panel).getByRole('link', { name: 'Betting record' })).toHaveAttribute('href', '/member/personalHistoryCopy');
    expect(within(panel).getByRole('link', { name: 'Platform messages' })).toHaveAttribute('href', '/member/messageV2');
    expect(within(panel).queryByRole('link', { name: 'Agent center' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('member-panel')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    act(() => logIn({ ...member, type: 1 }));
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'Agent center' })).toHaveAttribute('href', '/agentHome');
  });

  it('copies the member ID and confirms with a success dialog', async () => {
    logIn();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithDialogs();
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy member ID' }));
    expect(writeText).toHaveBeenCalledWith(member.id);
    expect(await screen.findByText('Copied successfully')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByText('Copied successfully')).not.toBeInTheDocument();
  });

  it('signs out after confirmation: logout call, session cleared, home', async () => {
    logIn();
    const logout = jest.spyOn(api, 'delete').mockResolvedValue({ ok: true, value: null });
    const loggedOut = jest.fn();
    bus.on('session:logout', loggedOut);
    renderWithDialogs('/member/withdraw');
    await askToSignOut();
    expect(screen.getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(logout).toHaveBeenCalledWith('/wps/session/logout');
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'user' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    bus.off('session:logout', loggedOut);
  });

  it('signing out of the agent center returns to the agent landing page', async () => {
    logIn({ ...member, type: 1 });
    jest.spyOn(api, 'delete').mockResolvedValue({ ok: true, value: null });
    renderWithDialogs('/agentHome/agentTeamOverview');
    await askToSignOut();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(history.location.pathname).toBe('/agent'));
  });

  it('keeps the session when sign-out is cancelled', async () => {
    logIn();
    const logout = jest.spyOn(api, 'delete');
    renderWithDialogs();
    await askToSignOut();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(logout).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });
});
