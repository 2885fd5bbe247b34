import { balanceAtom, bus, unreadMessageAtom, configAtom, currentToken, forgetVendorLanes, history, ModalHost, store, storeToken, type CustomerServiceEntry } from '@khela/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi } from '@khela/shared/testing';
import { Layout, preloadAgentSiteLayout } from '../Layout';
import { logIn, member, renderInShell, resetShellState, testConfig } from '@/testing/render-in-shell';

// The routed area loads federated remotes: here it names the remote the real route table chose.
jest.mock('../../federation/RemoteArea', () => ({ RemoteArea: ({ remote }: { remote: string }) => <p>remote {remote}</p> }));
// Customer-service paths arrive encrypted; decryption has its own tests in shared.
jest.mock('@khela/shared', () => ({ ...jest.requireActual('@khela/shared'), decryptCsPath: jest.fn(async (path: string) => path) }));

const agent = { id: '9', account: 'agent01', nickname: 'Karim', type: 1 };
const livechat: CustomerServiceEntry = { csType: 'LIVECHAT', csPosition: 1, path: '/chat' };

let server: FakeApi;
// The layout's code is fetched on the agent site's paths only: here it is fetched ahead, once.
beforeAll(() => preloadAgentSiteLayout());
beforeEach(() => {
  resetShellState();
  store.set(unreadMessageAtom, 0);
  // The real route table scrolls to the top on each path; jsdom has no scrolling.
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  forgetVendorLanes();
  const config = testConfig();
  store.set(configAtom, { ...config, info: { ...config.info, customerService: [livechat] } });
  server = new FakeApi()
    .on('GET', '/lgw/games/vendors', { value: { data: { lanes: [] } } })
    .on('DELETE', '/wps/session/logout', { value: null });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const header = () => screen.getByRole('banner');

describe('the agent site layout', () => {
  it("draws /agentHome in the agent's own layout: no player header, top navigation, side menu or footer", () => {
    logIn(agent);
    renderInShell(<Layout />, { path: '/agentHome/agentTeamOverview' });
    expect(screen.getByTestId('agent-site-layout')).toBeInTheDocument();
    expect(screen.queryByTestId('shell-layout')).not.toBeInTheDocument();
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('remote agent');
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });

  it("the header carries the agent's name, the clock with its GMT offset, the balance, money, messages, customer service, language and sign-out", async () => {
    jest.useFakeTimers({ now: new Date('2025-03-01T06:30:15Z'), doNotFake: ['queueMicrotask'] });
    logIn(agent);
    store.set(balanceAtom, 1234567);
    renderInShell(<Layout />, { path: '/agentHome/agentAnnouncement' });
    const bar = header();
    expect(within(bar).getByTestId('agent-name')).toHaveTextContent('Karim');
    expect(within(bar).getByTestId('agent-clock')).toHaveTextContent('01/03/2025, 12:30:15 GMT+6');
    act(() => jest.advanceTimersByTime(2_000));
    expect(within(bar).getByTestId('agent-clock')).toHaveTextContent('12:30:17 GMT+6');
    expect(within(bar).getByRole('group', { name: 'Balance' })).toHaveTextContent('12,345.67');
    expect(within(bar).getByRole('button', { name: 'Hide balance' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Refresh balance' })).toBeInTheDocument();
    const links = within(bar).getByRole('navigation', { name: 'Wallet and messages' });
    expect(within(links).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/depositv2');
    expect(within(links).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw');
    expect(within(links).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/member/messageV2');
    expect(within(links).queryByTestId('agent-unread')).not.toBeInTheDocument();
    act(() => store.set(unreadMessageAtom, 3));
    expect(within(links).getByRole('link', { name: 'Messages 3 unread' })).toBeInTheDocument();
    expect(await within(bar).findByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    expect(within(bar).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows the account when the agent has no nickname, and hides the balance behind asterisks', async () => {
    logIn({ ...agent, nickname: '' });
    store.set(balanceAtom, 500);
    renderInShell(<Layout />, { path: '/agentHome/agentAnnouncement' });
    expect(screen.getByTestId('agent-name')).toHaveTextContent('agent01');
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance-amount')).not.toHaveTextContent('5.00');
    expect(screen.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('the customer-service entry opens the chat room', async () => {
    logIn(agent);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const opened: string[] = [];
    const onOpen = ({ name }: { name: string }) => opened.push(name);
    bus.on('popup:open', onOpen);
    renderInShell(<Layout />, { path: '/agentHome/agentAnnouncement' });
    await userEvent.click(await within(header()).findByRole('button', { name: 'Customer service' }));
    bus.off('popup:open', onOpen);
    expect(opened).toEqual(['chat']);
    expect(open).not.toHaveBeenCalled();
  });

  it('speaks Bengali', async () => {
    logIn(agent);
    renderInShell(<Layout />, { path: '/agentHome/agentAnnouncement' });
    await act(async () => {
      await (await import('@khela/shared')).i18n.changeLanguage('bn');
    });
    expect(within(header()).getByRole('link', { name: 'জমা' })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'সাইন আউট' })).toBeInTheDocument();
  });

  it('signing out of the agent center confirms, ends the session and lands on /agent', async () => {
    storeToken('tok-agent');
    logIn(agent);
    renderInShell(
      <>
        <Layout />
        <ModalHost />
      </>,
      { path: '/agentHome/agentTeamOverview' },
    );
    await userEvent.click(within(header()).getByRole('button', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(history.location.pathname).toBe('/agent'));
    expect(server.requests('DELETE', '/wps/session/logout')).toHaveLength(1);
    expect(currentToken()).toBeNull();
    // Still the agent site's layout, now for a visitor.
    expect(screen.getByTestId('agent-site-layout')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('agent-name')).not.toBeInTheDocument());
  });

  it('signing out on /agent itself also stays on /agent', async () => {
    storeToken('tok-agent');
    logIn(agent);
    const asked = jest.fn();
    bus.on('session:logout', asked);
    renderInShell(
      <>
        <Layout />
        <ModalHost />
      </>,
      { path: '/agent' },
    );
    await userEvent.click(within(header()).getByRole('button', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(history.location.pathname).toBe('/agent');
    bus.off('session:logout', asked);
  });

  it('a visitor on /agent gets the agent layout with customer service, the language switch and the way to the player site', async () => {
    renderInShell(<Layout />, { path: '/agent' });
    const bar = header();
    expect(within(bar).queryByTestId('agent-name')).not.toBeInTheDocument();
    expect(within(bar).queryByRole('group', { name: 'Balance' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Player site' })).toHaveAttribute('href', '/');
    expect(await within(bar).findByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('remote agent');
  });

  it('sends a non-agent in the agent center to /agent', async () => {
    logIn(member);
    renderInShell(<Layout />, { path: '/agentHome/agentTeamOverview' });
    await waitFor(() => expect(history.location.pathname).toBe('/agent'));
  });

  it('sends a visitor in the agent center to /agent', async () => {
    renderInShell(<Layout />, { path: '/agentHome/agentDailyWages2' });
    await waitFor(() => expect(history.location.pathname).toBe('/agent'));
  });

  it('an agent on a member page has a clear way back to the agent center; a player does not', async () => {
    logIn(agent);
    const { unmount } = renderInShell(<Layout />, { path: '/member/depositv2' });
    expect(screen.getByTestId('shell-layout')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the agent center' }));
    expect(history.location.pathname).toBe('/agentHome');
    expect(screen.getByTestId('agent-site-layout')).toBeInTheDocument();
    unmount();
    logIn(member);
    renderInShell(<Layout />, { path: '/member/depositv2' });
    expect(screen.queryByTestId('back-to-agent-center')).not.toBeInTheDocument();
  });
});
