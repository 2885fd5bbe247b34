import { balanceAtom, bus } from '@khela/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakePaymentsApi, filteredPage, never, payoutAccount, renderPaymentPage, withdrawalLimits, withdrawalRecord } from './payments-test-support';
import { WithdrawPage } from './WithdrawPage';

const paths = {
  limits: '/wps/payments/withdrawals/limits',
  accounts: '/wps/payments/payout-accounts',
  withdraw: '/wps/payments/withdrawals',
};
const channels = [
  { code: 'bkash', name: 'bKash', accountPattern: '^01[3-9][0-9]{8}$' },
  { code: 'bank', name: 'Bank transfer', accountPattern: '^[0-9]{8,20}$' },
];

function memberWithAccount() {
  return new FakePaymentsApi()
    .withBalance(300_000)
    .on('GET', paths.limits, { value: withdrawalLimits({ usedToday: 1 }) })
    .on('GET', paths.accounts, { value: { accounts: [payoutAccount(), payoutAccount({ id: 2, channel: 'bank', channelName: 'Bank transfer', accountNumber: '****4321' })], channels } })
    .on('GET', paths.withdraw, filteredPage([withdrawalRecord(), withdrawalRecord({ orderNo: 'W2', status: 'REJECTED', reason: 'Name does not match' })]));
}

function requestForm() {
  return within(screen.getByRole('form', { name: 'Request a withdrawal' }));
}

let api: FakePaymentsApi;

describe('withdraw', () => {
  it('shows the balance, the limits, the masked payout accounts and the requests', async () => {
    api = memberWithAccount();
    const { store } = renderPaymentPage(<WithdrawPage />, { path: '/member/withdraw' });
    expect(await screen.findByTestId('payments-balance')).toHaveTextContent('৳3,000.00');
    const limits = await screen.findByTestId('withdraw-limits');
    expect(limits).toHaveTextContent('Smallest withdrawal৳500.00Largest withdrawal৳25,000.00Withdrawals today1 of 3');
    const accounts = within(await screen.findByRole('list', { name: 'Payout accounts' }));
    expect(accounts.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['bKashRahim Uddin · 017****5678', 'Bank transferRahim Uddin · ****4321']);
    expect(requestForm().getByRole('radio', { name: 'bKash Rahim Uddin · 017****5678' })).toBeChecked();
    const records = within(await screen.findByRole('list', { name: 'Withdrawal record' }));
    expect(records.getAllByTestId('record-status').map((badge) => badge.textContent)).toEqual(['In process', 'Rejected']);
    expect(records.getAllByRole('listitem')[1]).toHaveTextContent('Paid tobKash 017****5678');
    expect(records.getAllByRole('listitem')[1]).toHaveTextContent('ReasonName does not match');
    // The page's fresh balance is the header's too.
    expect(store.get(balanceAtom)).toBe(300_000);
  });

  it('shows a skeleton until the limits say whether the payment password notice goes above, and keeps sending off while the balance loads', async () => {
    api = new FakePaymentsApi().on('GET', '/wps/v2/wallets/balance', never).on('GET', paths.limits, never).on('GET', paths.accounts, never).on('GET', paths.withdraw, never);
    const first = renderPaymentPage(<WithdrawPage />, { path: '/member/withdraw' });
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    first.unmount();

    api = memberWithAccount().on('GET', '/wps/v2/wallets/balance', never);
    renderPaymentPage(<WithdrawPage />, { path: '/member/withdraw' });
    expect(await screen.findByLabelText('Amount')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveAccessibleDescription('Withdrawing opens once your balance and limits have loaded.');
  });

  it('checks amount and payment password before anything is sent', async () => {
    api = memberWithAccount();
    renderPaymentPage(<WithdrawPage />, { path: '/member/withdraw' });
    const submit = await screen.findByRole('button', { name: 'Withdraw' });
    await waitFor(() => expect(submit).toBeEnabled());
    const amount = screen.getByLabelText('Amount');
    const password = screen.getByLabelText('Payment password');
    const hint = 'From ৳500.00 to ৳25,000.00, and at most your available balance';

    await userEvent.click(submit);
    expect(amount).toHaveAccessibleDescription(`${hint} Enter an amount.`);
    expect(password).toHaveAccessibleDescription('The 6 digits you set in My account Enter your payment password.');
    expect(amount).toHaveFocus();

    await userEvent.type(amount, '400');
    await userEvent.click(submit);
    expect(amount).toHaveAccessibleDescription(`${hint} The smallest amount is ৳500.00.`);
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000.01');
    await userEvent.click(submit);
    expect(amount).toHaveAccessibleDescription(`${hint} That is more than your available balance of ৳3,000.00.`);

    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    await userEvent.type(password, '12345');
    await userEvent.click(submit);
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAccessibleDescription('The 6 digits you set in My account The payment password is exactly 6 digits.');
    expect(password).toHaveFocus();
    expect(api.requests('POST', paths.withdraw)).toHaveLength(0);
  });

  it('requests a withdrawal to the chosen account, retries with the same id, then updates balance, limits and record', async () => {
    const changed = jest.fn();
    bus.on('balance:changed', changed);
    api = memberWithAccount()
      .withBalance(300_000, 100_000)
      .on('POST', paths.withdraw, { status: 400, errorCode: 'payment.password.wrong', message: 'The payment password is wrong.' }, { status: 502, errorCode: 'network', message: 'x' }, { value: { orderNo: 'W20240501000009', status: 'IN_PROCESS' } });
    renderPaymentPage(<WithdrawPage />, { path: '/member/withdraw' });
    const submit = await screen.findByRole('button', { name: 'Withdraw' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(requestForm().getByRole('radio', { name: /^Bank transfer/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '2000');
    await userEvent.type(screen.getByLabelText('Payment password'), '111111');
    await userEvent.click(submit);
    expect(await requestForm().findByText('The payment password is wrong.')).toHaveAttribute('role', 'alert');

    await userEvent.clear(screen.getByLabelText('Payment password'));
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    await userEvent.click(submit);
    expect(await requestForm().findByText('Network abnormal, please retry')).toBeInTheDocument();
    expect(changed).not.toHaveBeenCalled();
    await userEvent.click(submit);

    const outcome = await screen.findByText('Withdrawal W20240501000009 requested. The amount is held from your balance until it is approved.');
    expect(outcome).toHaveFocus();
    const sent = api.requests('POST', paths.withdraw).map((request) => request.body as Record<string, unknown>);
    expect(sent[2]).toEqual({ payoutAccountId: 2, amount: 200_000, paymentPassword: '246810', requestId: expect.any(String) });
    // A new password is a new submission; the retry after the lost answer is the same one.
    expect(sent[1]!.requestId).not.toBe(sent[0]!.requestId);
    expect(sent[2]!.requestId).toBe(sent[1]!.requestId);
    expect(changed).toHaveBeenCalledWith({ reason: 'withdrawal' });
    await waitFor(() => expect(screen.getByTestId('payments-balance')).toHaveTextContent('৳1,000.00'));
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
    await waitFor(() => expect(api.requests('GET', paths.limits)).toHaveLength(2));
    await waitFor(() => expect(api.requests('GET', paths.withdraw)).toHaveLength(2));
    bus.off('balance:changed', changed);
  });

  it('warns of an open bonus: sending waits for “I understand”, and the request gives the bonus up', async () => {
    const openBonus = { count: 1, amount: 8_000, grants: [{ id: '11', title: 'Welcome bonus', balance: 8_000, requirement: 100_000, wagered: 25_000 }] };
    api = memberWithAccount()
      .on('GET', paths.limits, { value: withdrawalLimits({ openBonus }) })
      .on('POST', paths.withdraw, { value: { orderNo: 'W20240501000010', status: 'IN_PROCESS' } });
    renderPaymentPage(<WithdrawPage />, { path: '/member/withdraw' });
    const warning = await screen.findByTestId('open-bonus-warning');
    expect(warning).toHaveTextContent('You have an open bonus of ৳80.00 (25% wagered). Withdrawing now gives it up, with what it has won.');
    expect(warning).toHaveTextContent('a rejected withdrawal does not bring the bonus back');
    const submit = screen.getByRole('button', { name: 'Withdraw' });
    await waitFor(() => expect(submit).toHaveAccessibleDescription('Tick “I understand” above to withdraw and give up your bonus.'));
    expect(submit).toBeDisabled();

    await userEvent.click(within(warning).getByRole('checkbox', { name: 'I understand, withdraw and give up my bonus' }));
    expect(submit).toBeEnabled();
    await userEvent.type(screen.getByLabelText('Amount'), '1000');
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    await userEvent.click(submit);
    expect(await screen.findByText(/Withdrawal W20240501000010 requested/)).toHaveFocus();
    expect(api.bodyOf('POST', paths.withdraw)).toEqual({ payoutAccountId: 1, amount: 100_000, paymentPassword: '246810', requestId: expect.any(String), forfeitBonus: true });
  });

  it('shows the open-bonus warning in Bengali with Bengali digits', async () => {
    const openBonus = { count: 2, amount: 15_000, grants: [{ id: '11', title: 'ক', balance: 10_000, requirement: 100_000, wagered: 50_000 }, { id: '12', title: 'খ', balance: 5_000, requirement: 50_000, wagered: 0 }] };
    api = memberWithAccount().on('GET', paths.limits, { value: withdrawalLimits({ openBonus }) });
    renderPaymentPage(<WithdrawPage />, { path: '/member/withdraw', language: 'bn' });
    expect(await screen.findByTestId('open-bonus-warning')).toHaveTextContent('আপনার মোট ৳১৫০.০০ এর ২টি চালু বোনাস আছে (৩৩% বাজি হয়েছে)।');
  });

  it('sends a member without a payment password to set one, and offers no form to bind or send', async () => {
    api = memberWithAccount().on('GET', paths.limits, { value: withdrawalLimits({ hasPaymentPassword: false }) });
    renderPaymentPage(<WithdrawPage />, { path: '/member/withdraw' });
    const notice = within(await screen.findByTestId('payment-password-notice'));
    expect(notice.getByRole('heading', { name: 'Set a payment password first' })).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Set it in My account' })).toHaveAttribute('href', '/member/securityCenter');
    await screen.findByRole('list', { name: 'Payout accounts' });
    expect(screen.queryByRole('button', { name: 'Add a payout account' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveAccessibleDescription('Set a payment password in My account to withdraw.');
  });

  it('says when today’s withdrawals are used up', async () => {
    api = memberWithAccount().on('GET', paths.limits, { value: withdrawalLimits({ usedToday: 3, dailyCount: 3 }) });
    renderPaymentPage(<WithdrawPage />, { path: '/member/withdraw' });
    expect(await screen.findByText('You have made all 3 withdrawals allowed today. Please try again tomorrow.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('binds a first payout account with the payment password and withdraws to it', async () => {
    const bound = payoutAccount({ id: 9, channel: 'bank', channelName: 'Bank transfer', payeeName: 'Rahim Uddin', accountNumber: '****7788' });
    api = memberWithAccount()
      .on('GET', paths.accounts, { value: { accounts: [], channels } })
      .on('POST', paths.accounts, { value: bound })
      .on('POST', paths.withdraw, { value: { orderNo: 'W3', status: 'IN_PROCESS' } });
    renderPaymentPage(<WithdrawPage />, { path: '/member/withdraw' });
    expect(await screen.findByText('You have no payout account yet.')).toBeInTheDocument();
    expect(await screen.findByText('Add a payout account above to withdraw.')).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Add a payout account' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const bind = within(screen.getByRole('form', { name: 'Add a payout account' }));
    expect(bind.getByLabelText('Channel')).toHaveFocus();
    await userEvent.click(bind.getByRole('button', { name: 'Add account' }));
    expect(bind.getByLabelText("Account holder's name")).toHaveAccessibleDescription('As it is written on the account Please fill this in.');
    expect(bind.getByLabelText('Account number')).toHaveAttribute('aria-invalid', 'true');
    expect(bind.getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
    expect(bind.getByLabelText("Account holder's name")).toHaveFocus();

    await userEvent.type(bind.getByLabelText("Account holder's name"), ' Rahim  Uddin ');
    await userEvent.type(bind.getByLabelText('Account number'), '1234 5678 7788');
    await userEvent.type(bind.getByLabelText('Payment password'), '246810');
    await userEvent.click(bind.getByRole('button', { name: 'Add account' }));
    // A bank account number is not a bKash (mobile) number.
    expect(bind.getByLabelText('Account number')).toHaveAccessibleDescription(
      'The mobile wallet number or bank account number, digits only This is not a valid bKash account number.',
    );
    expect(bind.getByLabelText('Account number')).toHaveFocus();
    expect(api.requests('POST', paths.accounts)).toHaveLength(0);
    await userEvent.selectOptions(bind.getByLabelText('Channel'), 'Bank transfer');
    await userEvent.click(bind.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Payout account added.')).toBeInTheDocument();
    expect(api.requests('POST', paths.accounts)[0]!.body).toEqual({ channel: 'bank', payeeName: 'Rahim Uddin', accountNumber: '123456787788', paymentPassword: '246810' });
    expect(screen.queryByRole('form', { name: 'Add a payout account' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(requestForm().getByRole('radio', { name: 'Bank transfer Rahim Uddin · ****7788' })).toBeChecked();

    await userEvent.type(requestForm().getByLabelText('Amount'), '500');
    await userEvent.type(requestForm().getByLabelText('Payment password'), '246810');
    await userEvent.click(requestForm().getByRole('button', { name: 'Withdraw' }));
    await screen.findByText(/Withdrawal W3 requested/);
    expect(api.requests('POST', paths.withdraw)[0]!.body).toMatchObject({ payoutAccountId: 9, amount: 50_000 });
  });

  it('speaks Bengali', async () => {
    api = memberWithAccount();
    renderPaymentPage(<WithdrawPage />, { path: '/member/withdraw', language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'উত্তোলন' })).toBeInTheDocument();
    expect(await screen.findByTestId('withdraw-limits')).toHaveTextContent('আজকের উত্তোলন৩টির মধ্যে ১টি');
    expect(screen.getByRole('button', { name: 'উত্তোলন করুন' })).toBeInTheDocument();
  });
});
