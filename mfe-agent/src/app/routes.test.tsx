import { announcementsAtom, bus, configAtom, history, memberInfoAtom } from '@khela/shared';
import { FakeApi, testConfig } from '@khela/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { agentPageIds } from './center/agent-pages';
import en from '@/locales/en.json';
import { AgentRoutes } from './routes';
import { renderAgent } from '@/testing/render-agent';

function agentStore() {
  const store = createStore();
  store.set(memberInfoAtom, { id: '9', account: 'agent01', nickname: 'Karim', type: 1 });
  store.set(configAtom, testConfig());
  store.set(announcementsAtom, {
    banners: [],
    popup: [],
    promotion: [],
    player: [{ id: 1, title: 'New salary contracts', content: '<p>From next month</p><script>alert(1)</script>' }],
  });
  return store;
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('agent landing', () => {
  it('shows the promo with support hours and the login entry', () => {
    renderAgent(<AgentRoutes />, { path: '/agent', language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Khela agent' })).toBeInTheDocument();
    expect(screen.getByText('Expert support 24 hours a day')).toBeInTheDocument();
    expect(screen.getByText('Consulting Monday to Friday, 12:00 to 21:00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why join' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Agent login' })).toBeInTheDocument();
  });

  it("opens the shell's login popup for the agent portal through the bus", () => {
    const opened = jest.fn();
    bus.on('popup:open', opened);
    renderAgent(<AgentRoutes />, { path: '/agent', language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(opened).toHaveBeenCalledWith({ name: 'login', props: { portal: 'agent' } });
    bus.off('popup:open', opened);
  });

  it('offers a signed-in agent the way into the center instead', () => {
    renderAgent(<AgentRoutes />, { path: '/agent', store: agentStore(), language: 'en' });
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Open the agent center' }));
    expect(history.location.pathname).toBe('/agentHome/agentAnnouncement');
  });
});

describe('agent center', () => {
  it('sends /agentHome to the announcements, which lists the player announcements', () => {
    renderAgent(<AgentRoutes />, { path: '/agentHome', store: agentStore(), language: 'en' });
    expect(history.location.pathname).toBe('/agentHome/agentAnnouncement');
    expect(screen.getByText('New salary contracts')).toBeInTheDocument();
    expect(screen.getByTestId('agent-page-agentAnnouncement').querySelector('script')).toBeNull();
  });

  it.each(agentPageIds)('/agentHome/%s shows its page', (id) => {
    renderAgent(<AgentRoutes />, { path: `/agentHome/${id}`, store: agentStore(), language: 'en' });
    expect(screen.getByTestId(`agent-page-${id}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: en.pages[id].title })).toBeInTheDocument();
  });

  it('shows a report with its date pickers and, with no records, its empty state', async () => {
    new FakeApi().on('GET', '/wps/agent/reports/user_loss', {
      value: { records: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 1, totals: { members: 0, stake: 0, payout: 0, profit: 0, validBet: 0, deposits: 0, withdrawals: 0 } },
    });
    renderAgent(<AgentRoutes />, { path: '/agentHome/palStatementsAgentCopy', store: agentStore(), language: 'en' });
    expect(screen.getByRole('button', { name: 'Previous 30 days' })).toBeInTheDocument();
    expect(await screen.findByText('No records for these filters and dates.')).toBeInTheDocument();
  });

  it('navigates every agent page; money, messages and customer service are left to the header', () => {
    renderAgent(<AgentRoutes />, { path: '/agentHome/agentTeamOverview', store: agentStore(), language: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Agent center' });
    expect(within(nav).getAllByRole('link')).toHaveLength(agentPageIds.length);
    expect(within(nav).getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('on a phone the navigation is a menu: the button opens it, focus goes to the current page, Escape closes it and gives focus back', async () => {
    renderAgent(<AgentRoutes />, { path: '/agentHome/agentTeamOverview', store: agentStore(), language: 'en' });
    const button = screen.getByRole('button', { name: 'Menu: Team overview' });
    const panel = screen.getByTestId('agent-nav-panel');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('data-open', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    expect(within(panel).getByRole('link', { name: 'Team overview' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(button).toHaveFocus();
  });

  it('a page chosen from the phone menu closes it', async () => {
    renderAgent(<AgentRoutes />, { path: '/agentHome/agentTeamOverview', store: agentStore(), language: 'en' });
    await userEvent.click(screen.getByTestId('agent-menu-button'));
    await userEvent.click(within(screen.getByTestId('agent-nav-panel')).getByRole('link', { name: 'User loss' }));
    expect(history.location.pathname).toBe('/agentHome/palStatementsAgentCopy');
    expect(screen.getByTestId('agent-nav-panel')).toHaveAttribute('data-open', 'false');
    expect(screen.getByRole('button', { name: 'Menu: User loss' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the page already open, chosen from the phone menu, closes it too', async () => {
    renderAgent(<AgentRoutes />, { path: '/agentHome/agentTeamOverview', store: agentStore(), language: 'en' });
    await userEvent.click(screen.getByTestId('agent-menu-button'));
    expect(screen.getByTestId('agent-nav-panel')).toHaveAttribute('data-open', 'true');
    await userEvent.click(within(screen.getByTestId('agent-nav-panel')).getByRole('link', { name: 'Team overview' }));
    expect(history.location.pathname).toBe('/agentHome/agentTeamOverview');
    expect(screen.getByTestId('agent-nav-panel')).toHaveAttribute('data-open', 'false');
    expect(screen.getByRole('button', { name: 'Menu: Team overview' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks Bengali by default', () => {
    renderAgent(<AgentRoutes />, { path: '/agentHome/agentRealtimeSalary', store: agentStore() });
    expect(screen.getByRole('heading', { level: 1, name: 'রিয়েল-টাইম বেতন' })).toBeInTheDocument();
    expect(screen.getByText('প্রতি ৫ মিনিটে নিষ্পত্তি হওয়া বেতন।')).toBeInTheDocument();
  });
});
