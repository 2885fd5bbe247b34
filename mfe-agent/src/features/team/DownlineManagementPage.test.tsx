import { history } from '@khela/shared';
import type { SeenRequest } from '@khela/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownlineManagementPage } from './DownlineManagementPage';
import { teamPaths } from './team-calls';
import { downline, downlinePage, FakeTeamApi, renderTeamPage } from './team-test-support';

let api: FakeTeamApi;
const lastQuery = () => api.queries(teamPaths.downlines).at(-1);
const rows = () => screen.getAllByTestId('downline-row').map((row) => within(row));

const sub = downline();
const player = downline({ id: '102', account: 'player9', type: 0, kind: 'member', teamSize: 0, lastLoginAt: null, contracts: [] });
const deep = downline({ id: '201', account: 'deepplayer', type: 0, kind: 'member', level: 2, teamSize: 0, contracts: [] });

/** The agent's team: its two direct downlines, or subagent1's one when drilled into. */
function team(request: SeenRequest) {
  if (request.query.get('under') === '101') {
    return { value: downlinePage([deep], { path: [{ id: '9', account: 'agent01', level: 0 }, { id: '101', account: 'subagent1', level: 1 }] }) };
  }
  return { value: downlinePage([sub, player]) };
}

describe('downline management', () => {
  beforeEach(() => {
    api = new FakeTeamApi();
    api.on('GET', teamPaths.downlines, team);
  });

  it('lists the direct downlines with type, level, dates, team size, contract rates and a Contracts link', async () => {
    renderTeamPage(<DownlineManagementPage />, { path: '/agentHome/downlineManagmentView' });
    await screen.findAllByTestId('downline-row');
    expect(lastQuery()).toEqual({ scope: 'direct', sort: 'registered', order: 'desc', pageNo: '1', pageSize: '20' });
    const [first, second] = rows();
    expect(first!.getByRole('link', { name: "Open subagent1's team" })).toHaveAttribute('href', '/agentHome/downlineManagmentView?under=101');
    expect(first!.getByText('Sub-agent')).toBeInTheDocument();
    expect(first!.getByText('01/03/2026, 10:00')).toHaveAttribute('datetime', '2026-03-01T04:00:00.000Z');
    expect(first!.getByText('Daily salary: 1.20%')).toBeInTheDocument();
    expect(first!.getByRole('link', { name: 'Contracts of subagent1' })).toHaveAttribute('href', '/agentHome/agentDailyWages2?downline=101');
    expect(second!.getByText('Player')).toBeInTheDocument();
    expect(second!.getByText('Never')).toBeInTheDocument();
    expect(second!.getByText('None')).toBeInTheDocument();
    // On a phone each cell says its column.
    expect(screen.getAllByTestId('downline-row')[0]!.querySelector('td')).toHaveAttribute('data-label', 'Account');
  });

  it('drills into a sub-agent with a breadcrumb back, through the address', async () => {
    renderTeamPage(<DownlineManagementPage />, { path: '/agentHome/downlineManagmentView' });
    await userEvent.click(await screen.findByRole('link', { name: "Open subagent1's team" }));
    expect(history.location.search).toBe('?under=101');
    await waitFor(() => expect(lastQuery()).toMatchObject({ under: '101', pageNo: '1' }));
    const crumbs = within(await screen.findByRole('navigation', { name: 'Team path' }));
    expect(crumbs.getByText('subagent1')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('deepplayer')).toBeInTheDocument();
    await userEvent.click(crumbs.getByRole('link', { name: 'You (agent01)' }));
    expect(history.location.search).toBe('');
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('under'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Team path' })).not.toBeInTheDocument());
  });

  it('searches by account, filters by type, shows the whole team and sorts', async () => {
    renderTeamPage(<DownlineManagementPage />, { path: '/agentHome/downlineManagmentView' });
    await screen.findAllByTestId('downline-row');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'all');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'member');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'teamSize');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'asc');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by account' }), 'play{Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({ scope: 'all', kind: 'member', sort: 'teamSize', order: 'asc', account: 'play', pageNo: '1', pageSize: '20' }));
  });

  it('pages through a big team', async () => {
    api.on('GET', teamPaths.downlines, (request) => ({ value: downlinePage([downline({ id: `p${request.query.get('pageNo')}`, account: `page${request.query.get('pageNo')}` })], { totalPages: 3, pageNo: Number(request.query.get('pageNo')) }) }));
    renderTeamPage(<DownlineManagementPage />, { path: '/agentHome/downlineManagmentView' });
    const pager = within(await screen.findByRole('navigation', { name: 'Pages of downlines' }));
    expect(pager.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('page2')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ pageNo: '2' });
  });

  it('speaks Bengali', async () => {
    renderTeamPage(<DownlineManagementPage />, { language: 'bn', path: '/agentHome/downlineManagmentView' });
    await screen.findAllByTestId('downline-row');
    expect(screen.getByRole('columnheader', { name: 'চুক্তির হার' })).toBeInTheDocument();
    expect(rows()[0]!.getByText('দৈনিক বেতন: ১.২০%')).toBeInTheDocument();
    expect(rows()[0]!.getByRole('link', { name: 'subagent1-এর চুক্তি' })).toHaveTextContent('চুক্তি');
  });
});
