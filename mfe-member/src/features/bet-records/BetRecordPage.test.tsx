import { calendarDay } from '@khela/shared';
import { addDays } from '@khela/shared/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { betPage, betRecord, betRecordsPath, FakeBetApi, renderBetRecordPage, type SeenRequest } from './bet-records-test-support';
import { walkToTheLastOfThreePages } from '@/testing/walk-pages';

let api: FakeBetApi;

// Days count in the brand's zone (Asia/Dhaka), whatever the machine's.
const today = calendarDay(new Date(), 'Asia/Dhaka');

const lastQuery = () => api.queries()[api.queries().length - 1]!;
const bets = () => within(screen.getByTestId('bet-records'));
const options = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

/** A win, a loss, a bet still running and a cancelled one; the totals are over all 57 bets of the selection. */
const sample = [
  betRecord({ id: '1' }),
  betRecord({ id: '2', vendor: 'EVO', vendorName: 'Evolution', gameType: 'LIVE', gameName: 'Lightning Roulette', roundId: 'EVO-77', stake: 5_000, payout: 0, net: -5_000, placedAt: '2024-05-01T07:30:00.000Z' }),
  betRecord({ id: '3', gameType: 'FISH', gameName: 'Fishing War', roundId: 'R-1003', stake: 2_000, payout: null, net: null, status: 'open', settledAt: null }),
  betRecord({ id: '4', vendor: 'PG', vendorName: 'PG Soft', gameName: 'Mahjong Ways', roundId: 'PG-5', stake: 1_000, payout: 0, net: 0, status: 'rolled_back' }),
];
const sampleTotals = { count: 57, stake: 1_234_500, payout: 1_100_000, net: -134_500 };

/** Three pages; each bet's round names the page it came from. */
function pagedBets(request: SeenRequest) {
  const pageNo = Number(request.query.get('pageNo'));
  return { value: betPage([betRecord({ id: `p${pageNo}`, roundId: `page-${pageNo}` })], { pageNo, totalPages: 3, totals: sampleTotals }) };
}

describe('the betting record', () => {
  it('asks for today’s bets of every kind, 20 a page', async () => {
    api = new FakeBetApi();
    renderBetRecordPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Betting record' })).toBeInTheDocument();
    await waitFor(() => expect(api.queries()).toHaveLength(1));
    expect(lastQuery()).toEqual({ from: today, to: today, pageNo: '1', pageSize: '20' });
  });

  it('shows each bet: game, provider, time, stake, payout, signed net and status in words', async () => {
    api = new FakeBetApi().on('GET', betRecordsPath, { value: betPage(sample, { totals: sampleTotals }) });
    renderBetRecordPage();
    const items = await bets().findAllByTestId('bet-record');
    expect(items).toHaveLength(4);
    const [win, loss, running, cancelled] = items.map((item) => within(item));

    expect(items[0]).toHaveAccessibleName('Super Ace');
    expect(win!.getByTestId('bet-vendor')).toHaveTextContent('JILI Slots');
    expect(win!.getByText('01/05/2024, 12:00')).toHaveAttribute('datetime', '2024-05-01T06:00:00.000Z');
    expect(win!.getByTestId('bet-stake')).toHaveTextContent('৳100.00');
    expect(win!.getByTestId('bet-payout')).toHaveTextContent('৳250.50');
    // The sign says win or loss; the colour only repeats it.
    expect(win!.getByTestId('bet-net')).toHaveTextContent('+৳150.50');
    expect(win!.getByTestId('bet-status')).toHaveTextContent('Settled');
    expect(win!.getByText('R-1001')).toBeInTheDocument();

    expect(loss!.getByText('Lightning Roulette')).toBeInTheDocument();
    expect(loss!.getByTestId('bet-vendor')).toHaveTextContent('Evolution');
    expect(loss!.getByTestId('bet-payout')).toHaveTextContent(/^৳0\.00$/);
    expect(loss!.getByTestId('bet-net')).toHaveTextContent('-৳50.00');
    expect(loss!.getByTestId('bet-net').className).not.toBe(win!.getByTestId('bet-net').className);

    expect(running!.getByTestId('bet-stake')).toHaveTextContent('৳20.00');
    expect(running!.getByTestId('bet-payout')).toHaveTextContent(/^—$/);
    expect(running!.getByTestId('bet-net')).toHaveTextContent(/^—$/);
    expect(running!.getByTestId('bet-status')).toHaveTextContent('In progress');

    expect(cancelled!.getByTestId('bet-net')).toHaveTextContent(/^৳0\.00$/);
    expect(cancelled!.getByTestId('bet-status')).toHaveTextContent('Cancelled/refunded');
  });

  it('shows a sportsbook bet’s legs: sport, match, market, selection and odds, and its result', async () => {
    const leg = (event: string, selection: string, odds: string) => ({
      sport: 'cricket', competition: 'Bangladesh Premier League', event, market: { bn: 'ম্যাচ বিজয়ী', en: 'Match winner' }, selection: { bn: selection, en: selection }, odds,
    });
    const single = betRecord({ id: 's1', vendor: 'KBOOK', vendorName: 'Khela Sportsbook', gameType: 'SPORTS', gameName: 'Khela Sportsbook', stake: 10_000, payout: 18_600, net: 8_600, detail: { kind: 'sports', legs: [leg('Dhaka v Sylhet', 'Dhaka', '1.86')] } });
    const parlay = betRecord({ id: 's2', vendor: 'KBOOK', vendorName: 'Khela Sportsbook', gameType: 'SPORTS', stake: 10_000, payout: 0, net: -10_000, detail: { kind: 'sports', legs: [leg('Dhaka v Sylhet', 'Sylhet', '2.05'), leg('Khulna v Rangpur', 'Khulna', '1.50'), leg('Barishal v Cumilla', 'Cumilla', '2.40')] } });
    const open = betRecord({ id: 's3', vendor: 'KBOOK', gameType: 'SPORTS', payout: null, net: null, status: 'open', settledAt: null, detail: { kind: 'sports', legs: [leg('Dhaka v Sylhet', 'Dhaka', '1.86')] } });
    api = new FakeBetApi().on('GET', betRecordsPath, { value: betPage([single, parlay, open, betRecord({ id: 'plain' })]) });
    renderBetRecordPage();
    const items = (await bets().findAllByTestId('bet-record')).map((item) => within(item));
    const [won, lost, waiting, plain] = items;
    expect(won!.getByTestId('bet-sports-detail')).toHaveTextContent('Single');
    expect(won!.getByTestId('bet-leg')).toHaveTextContent('Cricket · Bangladesh Premier League');
    expect(won!.getByTestId('bet-leg')).toHaveTextContent('Dhaka v Sylhet');
    expect(won!.getByTestId('bet-leg')).toHaveTextContent('Match winner: Dhaka · Odds 1.86');
    expect(won!.getByTestId('bet-result')).toHaveTextContent('Result: Won');
    expect(lost!.getByTestId('bet-sports-detail')).toHaveTextContent('Parlay of 3');
    expect(lost!.getAllByTestId('bet-leg').map((l) => l.textContent)).toEqual([
      expect.stringContaining('Sylhet · Odds 2.05'), expect.stringContaining('Khulna · Odds 1.50'), expect.stringContaining('Cumilla · Odds 2.40'),
    ]);
    expect(lost!.getByTestId('bet-result')).toHaveTextContent('Result: Lost');
    expect(waiting!.getByTestId('bet-result')).toHaveTextContent('Waiting for the result');
    // A game's bet has no legs.
    expect(plain!.queryByTestId('bet-sports-detail')).toBeNull();
  });

  it('shows the totals of the whole selection above the bets', async () => {
    api = new FakeBetApi().on('GET', betRecordsPath, { value: betPage(sample, { totals: sampleTotals }) });
    renderBetRecordPage();
    const totals = within(await bets().findByRole('group', { name: 'Totals of these bets' }));
    expect(totals.getByTestId('totals-count')).toHaveTextContent(/^57$/);
    expect(totals.getByTestId('totals-stake')).toHaveTextContent('৳12,345.00');
    expect(totals.getByTestId('totals-payout')).toHaveTextContent('৳11,000.00');
    expect(totals.getByTestId('totals-net')).toHaveTextContent('-৳1,345.00');
    expect(bets().getByTestId('bet-totals').compareDocumentPosition(bets().getByRole('list', { name: 'Bets' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('offers the brand’s categories and the chosen category’s providers', async () => {
    api = new FakeBetApi();
    renderBetRecordPage();
    const category = screen.getByRole('combobox', { name: 'Category' });
    const vendor = screen.getByRole('combobox', { name: 'Provider' });
    expect(options(category)).toEqual(['All', 'Slots', 'Live casino', 'Fishing']);
    // Every provider once, though JILI serves two categories.
    expect(options(vendor)).toEqual(['All', 'JILI Slots', 'PG Soft', 'Evolution']);
    await userEvent.selectOptions(category, 'Live casino');
    expect(options(vendor)).toEqual(['All', 'Evolution']);
    await userEvent.selectOptions(category, 'Fishing');
    expect(options(vendor)).toEqual(['All', 'JILI Slots']);
  });

  it('offers the spec’s categories while the brand’s menus are not loaded', async () => {
    api = new FakeBetApi();
    renderBetRecordPage({ menus: [] });
    await bets().findByTestId('bet-records-empty');
    expect(options(screen.getByRole('combobox', { name: 'Category' }))).toEqual(['All', 'Slots', 'Live casino', 'Sports', 'Card games', 'E-sports', 'Fishing', 'E-lottery', 'Lottery', 'Cockfight']);
    expect(options(screen.getByRole('combobox', { name: 'Provider' }))).toEqual(['All']);
  });

  it('filters by category, provider and status, from page 1; a new category clears the provider', async () => {
    api = new FakeBetApi().on('GET', betRecordsPath, pagedBets);
    renderBetRecordPage();
    await bets().findByText('page-1');
    await userEvent.click(bets().getByRole('button', { name: 'Next' }));
    await bets().findByText('page-2');

    const category = screen.getByRole('combobox', { name: 'Category' });
    const vendor = screen.getByRole('combobox', { name: 'Provider' });
    await userEvent.selectOptions(category, 'Slots');
    await waitFor(() => expect(lastQuery()).toEqual({ gameType: 'RNG', from: today, to: today, pageNo: '1', pageSize: '20' }));
    await userEvent.selectOptions(vendor, 'PG Soft');
    await waitFor(() => expect(lastQuery()).toMatchObject({ gameType: 'RNG', vendor: 'PG', pageNo: '1' }));

    await userEvent.click(await bets().findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ vendor: 'PG', pageNo: '2' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled/refunded');
    await waitFor(() => expect(lastQuery()).toMatchObject({ gameType: 'RNG', vendor: 'PG', status: 'rolled_back', pageNo: '1' }));

    await userEvent.selectOptions(category, 'Live casino');
    await waitFor(() => expect(lastQuery()).toMatchObject({ gameType: 'LIVE', status: 'rolled_back', pageNo: '1' }));
    expect(lastQuery()).not.toHaveProperty('vendor');
    expect(vendor).toHaveValue('');

    await userEvent.selectOptions(category, 'All');
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('gameType'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await waitFor(() => expect(lastQuery()).toEqual({ from: today, to: today, pageNo: '1', pageSize: '20' }));
  });

  it('moves the days with the previous and next pickers, from page 1, never past today', async () => {
    api = new FakeBetApi().on('GET', betRecordsPath, pagedBets);
    renderBetRecordPage();
    await bets().findByText('page-1');
    expect(screen.getByRole('button', { name: 'Next 7 days' })).toBeDisabled();
    await userEvent.click(bets().getByRole('button', { name: 'Next' }));
    await bets().findByText('page-2');
    await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: addDays(today, -30), to: addDays(today, -30), pageNo: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next 7 days' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: addDays(today, -23), to: addDays(today, -23) }));
    await userEvent.click(screen.getByRole('button', { name: 'Next 30 days' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: today, to: today }));
  });

  it('pages through the record and no further than the last page', async () => {
    api = new FakeBetApi().on('GET', betRecordsPath, pagedBets);
    renderBetRecordPage();
    const pager = await walkToTheLastOfThreePages('Betting record pages', bets);
    await userEvent.click(pager.getByRole('button', { name: 'Previous' }));
    await bets().findByText('page-2');
    expect(api.queries().map((query) => query.pageNo)).toEqual(['1', '2', '3', '2']);
  });

  it('says when there were no bets, with a way to the games and no totals or pager', async () => {
    api = new FakeBetApi();
    renderBetRecordPage();
    const empty = within(await bets().findByTestId('bet-records-empty'));
    expect(empty.getByText('No bets in this period.')).toBeInTheDocument();
    expect(empty.getByRole('link', { name: 'Find a game to play' })).toHaveAttribute('href', '/');
    expect(bets().queryByTestId('bet-totals')).not.toBeInTheDocument();
    expect(bets().queryByRole('navigation')).not.toBeInTheDocument();
    // With a category chosen, the way leads to that category's games.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Live casino');
    await waitFor(() => expect(lastQuery()).toMatchObject({ gameType: 'LIVE' }));
    expect(await bets().findByRole('link', { name: 'Find a game to play' })).toHaveAttribute('href', '/live');
  });

  it('shows a failed load in the server’s words, with a retry', async () => {
    api = new FakeBetApi().on(
      'GET',
      betRecordsPath,
      { status: 400, errorCode: 'games.records.range', message: 'The start day is after the end day.' },
      { value: betPage(sample, { totals: sampleTotals }) },
    );
    renderBetRecordPage();
    expect(await bets().findByText('The start day is after the end day.')).toHaveAttribute('role', 'alert');
    expect(bets().queryByTestId('bet-records-empty')).not.toBeInTheDocument();
    await userEvent.click(bets().getByRole('button', { name: 'Try again' }));
    expect(await bets().findAllByTestId('bet-record')).toHaveLength(4);
    expect(bets().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Bengali with Bengali digits', async () => {
    api = new FakeBetApi().on('GET', betRecordsPath, { value: betPage(sample, { totals: sampleTotals }) });
    renderBetRecordPage({ language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'বাজির রেকর্ড' })).toBeInTheDocument();
    const [win, , running, cancelled] = (await bets().findAllByTestId('bet-record')).map((item) => within(item));
    expect(win!.getByTestId('bet-net')).toHaveTextContent('+৳১৫০.৫০');
    expect(win!.getByTestId('bet-status')).toHaveTextContent('নিষ্পত্তি হয়েছে');
    expect(running!.getByTestId('bet-status')).toHaveTextContent('চলমান');
    expect(cancelled!.getByTestId('bet-status')).toHaveTextContent('বাতিল/ফেরত');
    expect(bets().getByTestId('totals-count')).toHaveTextContent(/^৫৭$/);
    expect(bets().getByTestId('totals-stake')).toHaveTextContent('৳১২,৩৪৫.০০');
    expect(screen.getByRole('combobox', { name: 'বিভাগ' })).toBeInTheDocument();
    expect(options(screen.getByRole('combobox', { name: 'অবস্থা' }))).toEqual(['সব', 'চলমান', 'নিষ্পত্তি হয়েছে', 'বাতিল/ফেরত']);
  });
});
