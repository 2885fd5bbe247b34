import { balanceAtom, calendarDay } from '@khela/shared';
import { addDays } from '@khela/shared/reports';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { depositRecord, FakePaymentsApi, filteredPage, renderPaymentPage } from './payments-test-support';
import { DepositRecordPage } from './DepositRecordPage';

const path = '/wps/payments/deposits';

const records = [
  depositRecord(),
  depositRecord({ orderNo: 'D20240430000002', channel: 'bkash', channelName: 'bKash', kind: 'gateway', amount: 50_000, status: 'APPROVED', createdAt: '2024-04-30T18:05:00.000Z', decidedAt: '2024-04-30T18:06:00.000Z' }),
  depositRecord({ orderNo: 'D20240429000003', depositCode: 'K7M2Q9XA', amount: 1_000_000, status: 'REJECTED', decidedAt: '2024-04-29T10:00:00.000Z', reason: 'No payment with this transaction ID' }),
];

function cards() {
  return screen.getAllByTestId('deposit-record');
}

let api: FakePaymentsApi;

describe('deposit record', () => {
  it('shows each deposit as a card: amount, channel, time in Dhaka, translated status and reason', async () => {
    api = new FakePaymentsApi().on('GET', path, filteredPage(records));
    renderPaymentPage(<DepositRecordPage />, { path: '/member/depositRecord' });
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit record' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Deposit record' });
    const [pending, approved, rejected] = within(list).getAllByRole('listitem');
    expect(within(pending!).getByRole('heading', { name: 'Order D20240501000001' })).toBeInTheDocument();
    expect(pending).toHaveTextContent('Amount৳1,500.00ChannelNagadTime01/05/2024, 10:30');
    expect(within(pending!).getByTestId('record-status')).toHaveTextContent('In process');
    expect(within(approved!).getByTestId('record-status')).toHaveTextContent('Approved');
    // 18:05 UTC is past midnight in Dhaka.
    expect(approved).toHaveTextContent('Time01/05/2024, 00:05Decided01/05/2024, 00:06');
    expect(within(rejected!).getByTestId('record-status')).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('ReasonNo payment with this transaction IDDeposit codeK7M2Q9XA');
    expect(pending).not.toHaveTextContent('Reason');

    const [request] = api.requests('GET', path);
    const today = calendarDay(new Date(), 'Asia/Dhaka');
    expect(Object.fromEntries(request!.query)).toEqual({ from: addDays(today, -6), to: today, pageNo: '1', pageSize: '10' });
  });

  it('filters by status and by days, back on the first page', async () => {
    const many = Array.from({ length: 12 }, (_, index) => depositRecord({ orderNo: `D${index + 1}`, status: index % 2 ? 'APPROVED' : 'IN_PROCESS' }));
    api = new FakePaymentsApi().on('GET', path, filteredPage(many));
    renderPaymentPage(<DepositRecordPage />, { path: '/member/depositRecord' });
    const pager = within(await screen.findByRole('navigation', { name: 'Deposit record pages' }));
    expect(pager.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Order D11' })).toBeInTheDocument();
    expect(cards()).toHaveLength(2);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Approved');
    expect(await screen.findByRole('heading', { name: 'Order D2' })).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
    expect(screen.queryByRole('navigation', { name: 'Deposit record pages' })).not.toBeInTheDocument();
    const filtered = api.requests('GET', path).at(-1)!;
    expect(filtered.query.get('status')).toBe('APPROVED');
    expect(filtered.query.get('pageNo')).toBe('1');

    const asked = api.requests('GET', path).length;
    await userEvent.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await waitFor(() => expect(api.requests('GET', path)).toHaveLength(asked + 1));
    const moved = api.requests('GET', path).at(-1)!;
    expect(moved.query.get('to')).toBe(addDays(filtered.query.get('to')!, -7));
    expect(moved.query.get('from')).toBe(addDays(filtered.query.get('from')!, -7));
    expect(moved.query.get('status')).toBe('APPROVED');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'In process', 'Approved', 'Rejected']);
  });

  it('offers to pay a gateway order still open, and only at an http(s) address', async () => {
    api = new FakePaymentsApi().on(
      'GET',
      path,
      filteredPage([
        depositRecord({ orderNo: 'D5', kind: 'gateway', payUrl: 'http://127.0.0.1:8090/pay/D5' }),
        depositRecord({ orderNo: 'D6', kind: 'gateway', payUrl: 'javascript:alert(1)' }),
        depositRecord({ orderNo: 'D7', kind: 'gateway', status: 'APPROVED', payUrl: 'http://127.0.0.1:8090/pay/D7' }),
      ]),
    );
    renderPaymentPage(<DepositRecordPage />, { path: '/member/depositRecord' });
    const [open, forged, paid] = within(await screen.findByRole('list', { name: 'Deposit record' })).getAllByRole('listitem');
    expect(within(open!).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', 'http://127.0.0.1:8090/pay/D5');
    expect(within(forged!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(paid!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads the record again when the balance moves (an approval pushed over the socket)', async () => {
    api = new FakePaymentsApi().on('GET', path, filteredPage([depositRecord()]), filteredPage([depositRecord({ status: 'APPROVED', decidedAt: '2024-05-01T05:00:00.000Z' })]));
    const { store } = renderPaymentPage(<DepositRecordPage />, { path: '/member/depositRecord' });
    expect(await screen.findByTestId('record-status')).toHaveTextContent('In process');
    act(() => store.set(balanceAtom, 150_000));
    await waitFor(() => expect(screen.getByTestId('record-status')).toHaveTextContent('Approved'));
    expect(api.requests('GET', path)).toHaveLength(2);
  });

  it('says when there are none, and shows a failure with a retry', async () => {
    api = new FakePaymentsApi().on('GET', path, { status: 500, errorCode: 'payment.unavailable', message: 'Records are not available now.' }, filteredPage([]));
    renderPaymentPage(<DepositRecordPage />, { path: '/member/depositRecord' });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Records are not available now.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No deposits in these days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a deposit' })).toHaveAttribute('href', '/member/depositv2');
  });

  it('speaks Bengali', async () => {
    api = new FakePaymentsApi().on('GET', path, filteredPage(records));
    renderPaymentPage(<DepositRecordPage />, { path: '/member/depositRecord', language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'জমার রেকর্ড' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'জমার রেকর্ড' });
    expect(screen.getAllByTestId('record-status').map((badge) => badge.textContent)).toEqual(['প্রক্রিয়াধীন', 'অনুমোদিত', 'প্রত্যাখ্যাত']);
    expect(cards()[0]).toHaveTextContent('৳১,৫০০.০০');
  });
});
