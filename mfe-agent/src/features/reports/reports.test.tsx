import { addDays } from '@khela/shared/reports';
import { never } from '@khela/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RevenueReport } from './RevenueReport';
import { FakeReportsApi, pageOf, renderReport, today } from './reports-test-support';
import { TeamBettingReport } from './TeamBettingReport';
import { TeamTransactionsReport } from './TeamTransactionsReport';
import { UserLossReport } from './UserLossReport';

let api: FakeReportsApi;
const teamBets = '/wps/agent/reports/team_bets';
const noBetTotals = { count: 0, stake: 0, payout: 0, net: 0 };
const bet = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  account: 'player7',
  vendor: 'KSLOT',
  vendorName: 'Khela Slots',
  gameType: 'RNG',
  gameName: 'Golden Tiger',
  roundId: `R-${id}`,
  stake: 12_345,
  payout: 0,
  net: -12_345,
  status: 'settled',
  placedAt: '2026-03-01T18:30:00.000Z',
  settledAt: '2026-03-01T18:30:05.000Z',
  ...overrides,
});

afterEach(() => jest.restoreAllMocks());

describe('team betting', () => {
  it('asks for the last 7 days of the brand calendar, 20 a page, and shows rows with the totals of the whole set', async () => {
    api = new FakeReportsApi().on('GET', teamBets, {
      value: pageOf([bet('1'), bet('2', { account: 'sub1', stake: 500, payout: 900, net: 400 })], { count: 57, stake: 9_999_900, payout: 100, net: -9_999_800 }, { total: 57, totalPages: 3 }),
    });
    renderReport(<TeamBettingReport />);
    expect(screen.getByRole('heading', { level: 1, name: 'Team betting' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('report-row');
    expect(api.lastQuery('personalHistoryCopy')).toEqual({ from: addDays(today, -6), to: today, pageNo: '1', pageSize: '20' });
    expect(rows).toHaveLength(2);
    // Times on the brand's clock (Asia/Dhaka): 18:30Z is 00:30 the next day.
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['02/03/2026, 00:30', 'player7', 'Golden Tiger', 'Khela Slots', '৳123.45', '৳0.00', '-৳123.45', 'Settled']);
    // The totals row is the api's sum over all 57 bets, not the page's.
    expect(within(screen.getByTestId('report-totals')).getByRole('rowheader')).toHaveTextContent('Total');
    expect(screen.getByTestId('report-totals')).toHaveTextContent('৳99,999.00');
    expect(screen.getByTestId('report-totals')).toHaveTextContent('-৳99,998.00');
    expect(screen.getByText('57 records')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Team betting' })).toHaveAttribute('tabindex', '0');
  });

  it('filters by account (on Search), game type, provider and status; a new filter starts again from page 1', async () => {
    api = new FakeReportsApi().on('GET', teamBets, { value: pageOf([bet('1')], noBetTotals, { total: 60, totalPages: 3 }) });
    const user = userEvent.setup();
    renderReport(<TeamBettingReport />);
    await screen.findAllByTestId('report-row');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.lastQuery('personalHistoryCopy').pageNo).toBe('2'));

    await user.type(screen.getByLabelText('Account'), ' player7 ');
    expect(api.lastQuery('personalHistoryCopy').account).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.lastQuery('personalHistoryCopy')).toMatchObject({ account: 'player7', pageNo: '1' }));

    await user.selectOptions(screen.getByLabelText('Game type'), 'LIVE');
    expect(Array.from((screen.getByLabelText('Provider') as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['All', 'Khela Live']);
    await user.selectOptions(screen.getByLabelText('Provider'), 'KLIVE');
    await user.selectOptions(screen.getByLabelText('Status'), 'open');
    await waitFor(() => expect(api.lastQuery('personalHistoryCopy')).toMatchObject({ account: 'player7', gameType: 'LIVE', vendor: 'KLIVE', status: 'open', pageNo: '1' }));

    await user.click(screen.getByRole('button', { name: 'All members' }));
    await waitFor(() => expect(api.lastQuery('personalHistoryCopy').account).toBeUndefined());
  });

  it('moves the days with the SPEC pickers and the quick presets', async () => {
    api = new FakeReportsApi();
    api.on('GET', teamBets, { value: pageOf([], noBetTotals) });
    const user = userEvent.setup();
    renderReport(<TeamBettingReport />);
    await screen.findByTestId('report-empty');
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() => expect(api.lastQuery('personalHistoryCopy')).toMatchObject({ from: addDays(today, -36), to: addDays(today, -30) }));
    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    await waitFor(() => expect(api.lastQuery('personalHistoryCopy')).toMatchObject({ from: addDays(today, -29), to: addDays(today, -23) }));
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(api.lastQuery('personalHistoryCopy')).toMatchObject({ from: addDays(today, -1), to: addDays(today, -1) }));
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(api.lastQuery('personalHistoryCopy')).toMatchObject({ from: `${today.slice(0, 8)}01`, to: today }));
  });

  it('shows loading, then an empty state; the export is off with nothing to export', async () => {
    api = new FakeReportsApi().on('GET', teamBets, never);
    const loading = renderReport(<TeamBettingReport />);
    expect(screen.getByTestId('report-loading')).toHaveTextContent('Loading…');
    // The first load draws the table itself: its real column headers over placeholder rows, busy.
    expect(screen.getByTestId('report-loading')).toHaveAttribute('aria-busy', 'true');
    const skeleton = screen.getByTestId('report-skeleton');
    expect(within(skeleton).getAllByRole('columnheader').length).toBeGreaterThan(2);
    expect(skeleton.querySelectorAll('tbody tr').length).toBeGreaterThan(0);
    expect(screen.queryAllByTestId('report-row')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    // A report that takes more than a second says it is being worked out.
    expect(await screen.findByRole('progressbar', { name: 'Working out the report…' }, { timeout: 2500 })).toBeInTheDocument();
    loading.unmount();

    api = new FakeReportsApi().on('GET', teamBets, { value: pageOf([], noBetTotals) });
    renderReport(<TeamBettingReport />);
    expect(await screen.findByText('No records for these filters and dates.')).toBeInTheDocument();
    expect(screen.queryByTestId('report-table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it("shows the api's translated refusal (an account outside the team) with a retry", async () => {
    api = new FakeReportsApi().on('GET', teamBets, { status: 400, errorCode: 'agent.report.notInTeam', message: 'This account is not in your team.' }, { value: pageOf([bet('1')], noBetTotals) });
    const user = userEvent.setup();
    renderReport(<TeamBettingReport />);
    expect(await screen.findByTestId('report-error')).toHaveTextContent('This account is not in your team.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('report-row')).toHaveLength(1);
  });

  it('exports the whole filtered set (no paging) as a file download named by the api', async () => {
    api = new FakeReportsApi().on('GET', teamBets, { value: pageOf([bet('1')], noBetTotals, { total: 45, totalPages: 3 }) });
    api.csvReply = new Response('\uFEFFplacedAt,account\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="team-bets-2026-03-01-2026-03-07.csv"' } });
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:report'));
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    renderReport(<TeamBettingReport />);
    await screen.findAllByTestId('report-row');
    await user.selectOptions(screen.getByLabelText('Status'), 'settled');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.csv.map((c) => [c.path, Object.fromEntries(c.query.entries())])).toEqual([
      ['/wps/agent/reports/team_bets/csv', { status: 'settled', from: addDays(today, -6), to: today }],
    ]);
    expect(clicked[0]!.download).toBe('team-bets-2026-03-01-2026-03-07.csv');
    expect(clicked[0]!.href).toBe('blob:report');
    expect(await created[0]!.text()).toContain('placedAt,account');
  });

  it('shows a refused export (over the row cap) as an alert', async () => {
    api = new FakeReportsApi().on('GET', teamBets, { value: pageOf([bet('1')], noBetTotals) });
    api.on('GET', `${teamBets}/csv`, { status: 400, errorCode: 'agent.report.tooManyRows', message: 'The export holds at most 20000 rows; this selection has 20001. Narrow the dates or filters.' });
    const user = userEvent.setup();
    renderReport(<TeamBettingReport />);
    await screen.findAllByTestId('report-row');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByTestId('report-export-error')).toHaveTextContent('The export holds at most 20000 rows');
  });

  it('reads in Bengali: title, columns, statuses and Bengali digits', async () => {
    api = new FakeReportsApi().on('GET', teamBets, { value: pageOf([bet('1')], { count: 1, stake: 12_345, payout: 0, net: -12_345 }) });
    renderReport(<TeamBettingReport />, 'bn');
    const [row] = await screen.findAllByTestId('report-row');
    expect(screen.getByRole('columnheader', { name: 'বাজির সময়' })).toBeInTheDocument();
    expect(row).toHaveTextContent('নিষ্পত্তি হয়েছে');
    expect(row).toHaveTextContent('৳১২৩.৪৫');
    expect(screen.getByRole('button', { name: 'CSV এক্সপোর্ট' })).toBeEnabled();
  });
});

describe('user loss', () => {
  it('per day by default, per period on choice; the totals row counts the members', async () => {
    const row = { account: 'player7', day: '2026-03-02', stake: 10_000, payout: 4_000, profit: -6_000, validBet: 10_000, deposits: 50_000, withdrawals: 0 };
    api = new FakeReportsApi().on('GET', '/wps/agent/reports/user_loss', {
      value: pageOf([row], { members: 3, stake: 30_000, payout: 4_000, profit: -26_000, validBet: 30_000, deposits: 50_000, withdrawals: 1_000 }),
    });
    const user = userEvent.setup();
    renderReport(<UserLossReport />);
    const [first] = await screen.findAllByTestId('report-row');
    expect(api.lastQuery('palStatementsAgentCopy')).toMatchObject({ view: 'day' });
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2026-03-02', 'player7', '৳100.00', '৳40.00', '-৳60.00', '৳100.00', '৳500.00', '৳0.00']);
    expect(screen.getByTestId('report-totals')).toHaveTextContent('3 members');
    expect(screen.getByTestId('report-totals')).toHaveTextContent('-৳260.00');
    await user.selectOptions(screen.getByLabelText('Show'), 'period');
    await waitFor(() => expect(api.lastQuery('palStatementsAgentCopy')).toMatchObject({ view: 'period', pageNo: '1' }));
  });
});

describe('revenue', () => {
  it('a row per day with turnover, payouts, P&L, bonuses, rebates, salaries, dividends and net; totals of the range', async () => {
    const day = { day: '2026-03-02', turnover: 10_000, payout: 9_000, profit: -6_000, bonuses: 300, rebates: 200, salaries: 1_000, dividends: 700, net: 3_800 };
    api = new FakeReportsApi().on('GET', '/wps/agent/reports/revenue', { value: pageOf([day], { days: 7, ...day, net: 12_300 }) });
    renderReport(<RevenueReport />);
    const [row] = await screen.findAllByTestId('report-row');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Turnover', 'Payout', "Members' P&L", 'Bonuses', 'Rebates', 'Salaries', 'Dividends', 'Net']);
    expect(within(row!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2026-03-02', '৳100.00', '৳90.00', '-৳60.00', '৳3.00', '৳2.00', '৳10.00', '৳7.00', '৳38.00']);
    expect(screen.getByTestId('report-totals')).toHaveTextContent('৳123.00');
    expect(api.lastQuery('agentRevenueReport')).toEqual({ from: addDays(today, -6), to: today, pageNo: '1', pageSize: '20' });
  });
});

describe('team transactions', () => {
  it('types and statuses in words, signed amounts, the four sums; type and status filters', async () => {
    const move = { id: 'deposit-1', account: 'player7', type: 'deposit', status: 'success', amount: 5_000, reference: 'D123', time: '2026-03-05T04:00:00.000Z' };
    api = new FakeReportsApi().on('GET', '/wps/agent/reports/transactions', {
      value: pageOf([move, { ...move, id: 'upline-2', type: 'upline', status: 'pending', amount: -300, reference: 'U9 → agent01' }], { count: 2, deposits: 5_000, withdrawals: 2_000, transfers: -800, adjustments: 150 }),
    });
    const user = userEvent.setup();
    renderReport(<TeamTransactionsReport />);
    const rows = await screen.findAllByTestId('report-row');
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['05/03/2026, 10:00', 'player7', 'Transfer to upline', 'Pending', '-৳3.00', 'U9 → agent01']);
    const summary = within(screen.getByTestId('report-summary'));
    expect(summary.getByText('Deposits').nextSibling).toHaveTextContent('৳50.00');
    expect(summary.getByText('Withdrawals').nextSibling).toHaveTextContent('৳20.00');
    expect(summary.getByText('Transfers').nextSibling).toHaveTextContent('-৳8.00');
    expect(summary.getByText('Adjustments').nextSibling).toHaveTextContent('৳1.50');
    await user.selectOptions(screen.getByLabelText('Type'), 'withdrawal');
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() => expect(api.lastQuery('agentDownlineTransactionDetailsCopy')).toMatchObject({ type: 'withdrawal', status: 'failed', pageNo: '1' }));
  });
});
