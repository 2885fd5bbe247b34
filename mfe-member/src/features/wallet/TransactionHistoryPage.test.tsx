import { calendarDay } from '@khela/shared';
import { addDays } from '@khela/shared/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountRecord, FakeWalletApi, recordPage, renderMemberPage, walletPaths, type SeenRequest } from './wallet-test-support';
import { walkToTheLastOfThreePages } from '@/testing/walk-pages';

let api: FakeWalletApi;

// Days count in the brand's zone (Asia/Dhaka), whatever the machine's.
const today = calendarDay(new Date(), 'Asia/Dhaka');

function queries() {
  return api.requests('GET', walletPaths.records).map((request) => Object.fromEntries(request.query.entries()));
}

function lastQuery() {
  return queries()[queries().length - 1]!;
}

const records = () => within(screen.getByTestId('account-records'));

/** A deposit, a bet, a withdrawal request (held, not yet taken) and a wallet transfer out. */
const sample = [
  accountRecord({ id: '1', type: 'deposit', amount: 50_000, balanceAfter: 150_050, reference: 'D240501000123', detail: 'bKash', time: '2024-05-01T06:00:00.000Z' }),
  accountRecord({ id: '2', type: 'bet', amount: -2_500, balanceAfter: 147_550, reference: 'JILI/R-88123', detail: 'JILI Slots', time: '2024-05-01T07:15:00.000Z' }),
  accountRecord({ id: '3', type: 'withdrawal', amount: 0, held: 10_000, balanceAfter: 147_550, reference: 'W240501000007', detail: 'Nagad', time: '2024-05-01T08:00:00.000Z' }),
  accountRecord({ id: '4', type: 'wallet_transfer', amount: -20_000, balanceAfter: 127_550, reference: null, detail: null, time: '2024-05-01T09:30:00.000Z' }),
];

/** Three pages; each record's reference names the page it came from. */
function pagedRecords(request: SeenRequest) {
  const pageNo = Number(request.query.get('pageNo'));
  return { value: recordPage([accountRecord({ id: `p${pageNo}`, reference: `page-${pageNo}` })], { pageNo, totalPages: 3 }) };
}

describe('the account record', () => {
  it('asks for the last 7 days of every type, 20 a page', async () => {
    api = new FakeWalletApi();
    renderMemberPage('transactionHistory');
    expect(screen.getByRole('heading', { level: 1, name: 'Account record' })).toBeInTheDocument();
    await waitFor(() => expect(queries()).toHaveLength(1));
    expect(lastQuery()).toEqual({ from: addDays(today, -6), to: today, pageNo: '1', pageSize: '20' });
  });

  it('shows each movement: type, signed amount, time in the brand zone, balance after, hold and reference', async () => {
    api = new FakeWalletApi().on('GET', walletPaths.records, { value: recordPage(sample) });
    renderMemberPage('transactionHistory');
    const items = await records().findAllByTestId('account-record');
    expect(items).toHaveLength(4);
    const [deposit, bet, withdrawal, transfer] = items.map((item) => within(item));
    expect(deposit!.getByText('Deposit')).toBeInTheDocument();
    // The sign says the direction; the colour only repeats it.
    expect(deposit!.getByTestId('record-amount')).toHaveTextContent('+৳500.00');
    expect(deposit!.getByText('01/05/2024, 12:00')).toHaveAttribute('datetime', '2024-05-01T06:00:00.000Z');
    expect(deposit!.getByTestId('record-balance')).toHaveTextContent('৳1,500.50');
    expect(deposit!.getByText('D240501000123')).toBeInTheDocument();
    expect(deposit!.getByText('bKash')).toBeInTheDocument();

    expect(bet!.getByText('Bet')).toBeInTheDocument();
    expect(bet!.getByTestId('record-amount')).toHaveTextContent('-৳25.00');
    expect(bet!.getByTestId('record-amount').className).not.toBe(deposit!.getByTestId('record-amount').className);

    expect(withdrawal!.getByText('Withdrawal')).toBeInTheDocument();
    expect(withdrawal!.getByTestId('record-amount')).toHaveTextContent(/^৳0\.00$/);
    expect(withdrawal!.getByText('৳100.00 put on hold')).toBeInTheDocument();

    expect(transfer!.getByText('Wallet transfer')).toBeInTheDocument();
    expect(transfer!.getByTestId('record-amount')).toHaveTextContent('-৳200.00');
    expect(transfer!.queryByText('Reference')).not.toBeInTheDocument();
  });

  it('filters by type, every type of the contract offered, from page 1', async () => {
    api = new FakeWalletApi().on('GET', walletPaths.records, pagedRecords);
    renderMemberPage('transactionHistory');
    await records().findByText('page-1');
    await userEvent.click(records().getByRole('button', { name: 'Next' }));
    await records().findByText('page-2');

    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Deposit',
      'Withdrawal',
      'Bet',
      'Win',
      'Bet refunded',
      'Wallet transfer',
      'Upline transfer',
      'Adjustment',
      'Bonus',
      'Rebate',
      'Commission',
    ]);
    await userEvent.selectOptions(type, 'Wallet transfer');
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'wallet_transfer', pageNo: '1' }));
    await userEvent.selectOptions(type, 'All');
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('type'));
  });

  it('moves the days with the previous and next pickers', async () => {
    api = new FakeWalletApi();
    renderMemberPage('transactionHistory');
    await waitFor(() => expect(queries()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: addDays(today, -36), to: addDays(today, -30), pageNo: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next 7 days' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: addDays(today, -29), to: addDays(today, -23) }));
    // Records lie in the past: the next pickers stop at today.
    await userEvent.click(screen.getByRole('button', { name: 'Next 30 days' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: addDays(today, -6), to: today }));
    expect(screen.getByRole('button', { name: 'Next 7 days' })).toBeDisabled();
  });

  it('pages through the record and no further than the last page', async () => {
    api = new FakeWalletApi().on('GET', walletPaths.records, pagedRecords);
    renderMemberPage('transactionHistory');
    await walkToTheLastOfThreePages('Account record pages', records);
    expect(queries().map((query) => query.pageNo)).toEqual(['1', '2', '3']);
  });

  it('says when no money moved in those days, without a pager', async () => {
    api = new FakeWalletApi();
    renderMemberPage('transactionHistory');
    expect(await records().findByText('No money moved in these days.')).toBeInTheDocument();
    expect(records().queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a failed load in the server’s words, with a retry', async () => {
    api = new FakeWalletApi().on('GET', walletPaths.records, { status: 400, errorCode: 'wallet.record.range', message: 'The start day is after the end day.' }, { value: recordPage(sample) });
    renderMemberPage('transactionHistory');
    expect(await records().findByText('The start day is after the end day.')).toHaveAttribute('role', 'alert');
    await userEvent.click(records().getByRole('button', { name: 'Try again' }));
    expect(await records().findAllByTestId('account-record')).toHaveLength(4);
  });

  it('speaks Bengali with Bengali digits', async () => {
    api = new FakeWalletApi().on('GET', walletPaths.records, { value: recordPage(sample.slice(0, 2)) });
    renderMemberPage('transactionHistory', { language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'অ্যাকাউন্ট রেকর্ড' })).toBeInTheDocument();
    const [deposit, bet] = (await records().findAllByTestId('account-record')).map((item) => within(item));
    expect(deposit!.getByText('জমা')).toBeInTheDocument();
    expect(deposit!.getByTestId('record-amount')).toHaveTextContent('+৳৫০০.০০');
    expect(bet!.getByTestId('record-amount')).toHaveTextContent('-৳২৫.০০');
    expect(screen.getByRole('combobox', { name: 'ধরন' })).toBeInTheDocument();
  });
});
