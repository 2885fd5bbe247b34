import { calendarDay } from '@khela/shared';
import { addDays } from '@khela/shared/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamPaths } from './team-calls';
import { TeamOverviewPage } from './TeamOverviewPage';
import { FakeTeamApi, overview, renderTeamPage } from './team-test-support';

let api: FakeTeamApi;
// Days count in the brand's zone (Asia/Dhaka), whatever the machine's.
const today = calendarDay(new Date(), 'Asia/Dhaka');
const lastQuery = () => api.queries(teamPaths.overview).at(-1);
const figure = (key: string) => screen.getByTestId(`figure-${key}`);

describe('the team overview', () => {
  beforeEach(() => {
    api = new FakeTeamApi();
  });

  it("asks for today and shows every figure of the api's answer", async () => {
    renderTeamPage(<TeamOverviewPage />);
    await screen.findByTestId('figure-teamSize');
    expect(lastQuery()).toEqual({ period: 'today' });
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('From 10/03/2026 to 10/03/2026')).toBeInTheDocument();
    expect(figure('teamSize')).toHaveTextContent('Team size1,234');
    expect(figure('directDownlines')).toHaveTextContent('12');
    expect(figure('newRegistrations')).toHaveTextContent('3');
    expect(figure('activeMembers')).toHaveTextContent('7');
    expect(figure('activeMembers')).toHaveTextContent('at least ৳100.00 or deposits of at least ৳100.00');
    expect(figure('firstDeposits')).toHaveTextContent('৳1,500.002 ×');
    expect(figure('deposits')).toHaveTextContent('৳12,500.505 ×');
    expect(figure('withdrawals')).toHaveTextContent('৳400.001 ×');
    expect(figure('validTurnover')).toHaveTextContent('৳98,765.00');
    expect(figure('membersProfit')).toHaveTextContent('-৳3,210.00');
  });

  it('switches between the presets, and a custom range moves by 7 and 30 days (SPEC §9)', async () => {
    renderTeamPage(<TeamOverviewPage />);
    await screen.findByTestId('figure-teamSize');
    for (const [name, period] of [['Yesterday', 'yesterday'], ['This week', 'week'], ['This month', 'month']] as const) {
      await userEvent.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(lastQuery()).toEqual({ period }));
    }
    expect(screen.queryByRole('button', { name: 'Previous 7 days' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Custom range' }));
    await waitFor(() => expect(lastQuery()).toEqual({ period: 'custom', from: addDays(today, -6), to: today }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await waitFor(() => expect(lastQuery()).toEqual({ period: 'custom', from: addDays(today, -13), to: addDays(today, -7) }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() => expect(lastQuery()).toEqual({ period: 'custom', from: addDays(today, -43), to: addDays(today, -37) }));
    await userEvent.click(screen.getByRole('button', { name: 'Next 30 days' }));
    await waitFor(() => expect(lastQuery()).toEqual({ period: 'custom', from: addDays(today, -13), to: addDays(today, -7) }));
  });

  it("shows the api's translated refusal with a retry", async () => {
    api.on('GET', teamPaths.overview, { status: 403, errorCode: 'team.agent.only', message: 'Only agents can use the agent center.' }, { value: overview() });
    renderTeamPage(<TeamOverviewPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only agents can use the agent center.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('figure-teamSize')).toBeInTheDocument();
  });

  it('speaks Bengali, with Bengali digits', async () => {
    renderTeamPage(<TeamOverviewPage />, { language: 'bn' });
    const size = within(await screen.findByTestId('figure-teamSize'));
    expect(size.getByText('টিমের আকার')).toBeInTheDocument();
    expect(size.getByText('১,২৩৪')).toBeInTheDocument();
    expect(screen.getByText('১০/০৩/২০২৬ থেকে ১০/০৩/২০২৬')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'এই সপ্তাহ' })).toBeInTheDocument();
    expect(within(figure('membersProfit')).getByText('সদস্যদের লাভ-ক্ষতি')).toBeInTheDocument();
  });
});
