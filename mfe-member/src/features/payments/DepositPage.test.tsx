import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { depositChannel, FakePaymentsApi, manualNagad, renderPaymentPage } from './payments-test-support';
import { DepositPage } from './DepositPage';
import { openPaymentPage } from './open-payment-page';

jest.mock('./open-payment-page', () => ({ openPaymentPage: jest.fn(() => true) }));

const channelsPath = '/wps/payments/deposit/channels';
const depositPath = '/wps/payments/deposits';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let api: FakePaymentsApi;
beforeEach(() => {
  jest.mocked(openPaymentPage).mockClear();
  api = new FakePaymentsApi().on('GET', channelsPath, { value: { channels: [depositChannel(), manualNagad] } });
});

function form() {
  return within(screen.getByTestId('deposit-form'));
}

describe('deposit', () => {
  it('shows each channel as a card with its bounds, the first one chosen', async () => {
    renderPaymentPage(<DepositPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    const channels = within(await screen.findByRole('group', { name: 'Payment channel' }));
    expect(channels.getByRole('radio', { name: 'bKash ৳100.00 – ৳25,000.00' })).toBeChecked();
    expect(channels.getByRole('radio', { name: 'Nagad ৳500.00 – ৳50,000.00' })).not.toBeChecked();
    expect(screen.getByRole('form', { name: 'Deposit with bKash' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit record' })).toHaveAttribute('href', '/member/depositRecord');
  });

  it('checks the amount against the channel bounds before anything is sent', async () => {
    renderPaymentPage(<DepositPage />);
    const amount = await screen.findByLabelText('Amount');
    expect(amount).toHaveAccessibleDescription('From ৳100.00 to ৳25,000.00');
    const submit = form().getByRole('button', { name: 'Continue to payment' });

    await userEvent.click(submit);
    expect(amount).toHaveAccessibleDescription('From ৳100.00 to ৳25,000.00 Enter an amount.');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();

    for (const [typed, message] of [
      ['99.99', 'The smallest amount is ৳100.00.'],
      ['25000.01', 'The largest amount is ৳25,000.00.'],
      ['12.345', 'Enter the amount in numbers, with at most 2 decimal places.'],
    ]) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed!);
      await userEvent.click(submit);
      expect(amount).toHaveAccessibleDescription(`From ৳100.00 to ৳25,000.00 ${message}`);
    }
    expect(api.requests('POST', depositPath)).toHaveLength(0);
  });

  it('fills the amount from a quick-amount chip and goes on to the gateway page with a request id', async () => {
    api.on('POST', depositPath, { value: { orderNo: 'D1', status: 'IN_PROCESS', payUrl: 'http://127.0.0.1:8090/pay/D1' } });
    renderPaymentPage(<DepositPage />);
    const chips = within(await screen.findByRole('group', { name: 'Quick amounts' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['৳100', '৳200', '৳500', '৳1,000', '৳2,000', '৳5,000']);
    await userEvent.click(chips.getByRole('button', { name: '৳500' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('500');
    expect(chips.getByRole('button', { name: '৳500' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(form().getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Opening the payment page…')).toBeInTheDocument();
    const [sent] = api.requests('POST', depositPath);
    expect(sent!.body).toEqual({ channel: 'bkash', amount: 50_000, requestId: expect.stringMatching(uuid) });
    expect(openPaymentPage).toHaveBeenCalledWith('http://127.0.0.1:8090/pay/D1');
    // Leaving: a second press sends nothing more.
    expect(form().getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  it("shows the deposit code Khela issued, with a copy button and the payee, to write in the payment's reference", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api.on('POST', depositPath, { value: { orderNo: 'D20240501000008', status: 'IN_PROCESS', depositCode: 'K7M2Q9XA' } });
    renderPaymentPage(<DepositPage />);
    await userEvent.click(await screen.findByRole('radio', { name: /^Nagad/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '1500');
    await userEvent.type(screen.getByLabelText('Your account number'), '01712345678');
    await userEvent.type(screen.getByLabelText('Transaction ID'), '8N7A6B5C4D');
    await userEvent.click(form().getByRole('button', { name: 'Submit deposit' }));
    const done = await screen.findByTestId('deposit-submitted');
    expect(done).toHaveFocus();
    expect(within(done).getByTestId('deposit-code-panel')).toHaveTextContent('Write this code in the reference (note) of your Nagad payment:');
    expect(within(done).getByTestId('deposit-code')).toHaveTextContent('K7M2Q9XA');
    // The payee stays in view: pay there, with the code as the reference.
    expect(within(done).getByTestId('deposit-payee-account')).toHaveTextContent('01712345678');
    await userEvent.click(within(done).getByRole('button', { name: 'Copy deposit code' }));
    expect(writeText).toHaveBeenCalledWith('K7M2Q9XA');
    expect(await within(done).findByText('Copied')).toBeInTheDocument();
  });

  it('shows a manual channel payee to copy, asks for its fields, and records the deposit', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api.on('POST', depositPath, { value: { orderNo: 'D20240501000007', status: 'IN_PROCESS' } });
    renderPaymentPage(<DepositPage />);
    await userEvent.click(await screen.findByRole('radio', { name: /^Nagad/ }));
    expect(screen.getByRole('form', { name: 'Deposit with Nagad' })).toBeInTheDocument();
    expect(screen.getByTestId('deposit-payee-name')).toHaveTextContent('Khela Payments');
    expect(screen.getByTestId('deposit-payee-account')).toHaveTextContent('01712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenCalledWith('01712345678');

    const submit = form().getByRole('button', { name: 'Submit deposit' });
    await userEvent.type(screen.getByLabelText('Amount'), '1500');
    await userEvent.click(submit);
    expect(screen.getByLabelText('Your account number')).toHaveAccessibleDescription('The Nagad number or account you paid from Please fill this in.');
    expect(screen.getByLabelText('Your account number')).toHaveFocus();
    expect(screen.getByLabelText('Transaction ID')).toHaveAccessibleDescription('The transaction ID in your Nagad confirmation message Please fill this in.');
    await userEvent.type(screen.getByLabelText('Your account number'), '0171-234 5678x');
    await userEvent.type(screen.getByLabelText('Transaction ID'), 'TX#1');
    await userEvent.click(submit);
    expect(screen.getByLabelText('Your account number')).toHaveAccessibleDescription('The Nagad number or account you paid from Enter the account number in digits (6 to 20).');
    expect(screen.getByLabelText('Transaction ID')).toHaveAccessibleDescription('The transaction ID in your Nagad confirmation message The transaction ID is 4 to 40 letters, digits or dashes.');
    expect(api.requests('POST', depositPath)).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Your account number'));
    await userEvent.type(screen.getByLabelText('Your account number'), '0171-234 5678');
    await userEvent.clear(screen.getByLabelText('Transaction ID'));
    await userEvent.type(screen.getByLabelText('Transaction ID'), ' 8N7A6B5C4D ');
    await userEvent.click(submit);
    const done = await screen.findByTestId('deposit-submitted');
    expect(done).toHaveFocus();
    expect(done).toHaveTextContent('Your deposit D20240501000007 is in process.');
    expect(within(done).getByRole('link', { name: 'See deposit record' })).toHaveAttribute('href', '/member/depositRecord');
    expect(api.requests('POST', depositPath)[0]!.body).toEqual({ channel: 'nagad', amount: 150_000, payerAccount: '01712345678', reference: '8N7A6B5C4D', requestId: expect.stringMatching(uuid) });
    expect(openPaymentPage).not.toHaveBeenCalled();

    await userEvent.click(within(done).getByRole('button', { name: 'Make another deposit' }));
    expect(screen.getByRole('form', { name: 'Deposit with Nagad' })).toBeInTheDocument();
  });

  it('shows the api refusal as worded by the api, and retries with the same request id', async () => {
    api.on(
      'POST',
      depositPath,
      { status: 503, errorCode: 'server.error', message: 'Something went wrong on our side, please retry' },
      { status: 400, errorCode: 'payment.channel.closed', message: 'This channel is closed for now.' },
      { value: { orderNo: 'D9', status: 'IN_PROCESS', payUrl: 'https://pay.example/D9' } },
    );
    renderPaymentPage(<DepositPage />);
    await userEvent.type(await screen.findByLabelText('Amount'), '300');
    const submit = form().getByRole('button', { name: 'Continue to payment' });
    await userEvent.click(submit);
    expect(await form().findByRole('alert')).toHaveTextContent('Something went wrong on our side, please retry');
    await userEvent.click(submit);
    expect(await form().findByText('This channel is closed for now.')).toHaveAttribute('role', 'alert');
    await userEvent.click(submit);
    expect(await screen.findByText('Opening the payment page…')).toBeInTheDocument();
    const ids = api.requests('POST', depositPath).map((request) => (request.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('asks with a new request id once the amount changes', async () => {
    api.on('POST', depositPath, { status: 409, errorCode: 'payment.busy', message: 'Try again' });
    renderPaymentPage(<DepositPage />);
    const amount = await screen.findByLabelText('Amount');
    await userEvent.type(amount, '300');
    await userEvent.click(form().getByRole('button', { name: 'Continue to payment' }));
    await form().findByText('Try again');
    await userEvent.type(amount, '0');
    await userEvent.click(form().getByRole('button', { name: 'Continue to payment' }));
    await screen.findAllByText('Try again');
    const [first, second] = api.requests('POST', depositPath).map((request) => request.body as { amount: number; requestId: string });
    expect(second!.amount).toBe(300_000);
    expect(second!.requestId).not.toBe(first!.requestId);
  });

  it('marks the field the api refuses and moves the focus to it', async () => {
    api.on('POST', depositPath, { status: 409, errorCode: 'payment.reference.used', message: 'This transaction ID has already been submitted.', value: { field: 'reference' } });
    renderPaymentPage(<DepositPage />);
    await userEvent.click(await screen.findByRole('radio', { name: /^Nagad/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '500');
    await userEvent.type(screen.getByLabelText('Your account number'), '01712345678');
    await userEvent.type(screen.getByLabelText('Transaction ID'), '8n7a6b5c4d');
    await userEvent.click(form().getByRole('button', { name: 'Submit deposit' }));
    const reference = screen.getByLabelText('Transaction ID');
    await waitFor(() => expect(reference).toHaveFocus());
    expect(reference).toHaveAccessibleDescription('The transaction ID in your Nagad confirmation message This transaction ID has already been submitted.');
    expect(api.requests('POST', depositPath)[0]!.body).toMatchObject({ reference: '8N7A6B5C4D' });
  });

  it('says loading, then a failure with a retry, and says when there are no channels', async () => {
    api.on('GET', channelsPath, { status: 500, errorCode: 'server.error', message: 'Something went wrong on our side, please retry' }, { value: { channels: [] } });
    renderPaymentPage(<DepositPage />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side, please retry');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payment channels are available right now. Please try again later or contact customer service.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('speaks Bengali with Bengali digits', async () => {
    renderPaymentPage(<DepositPage />, { language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'জমা' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'bKash ৳১০০.০০ – ৳২৫,০০০.০০' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'পেমেন্টে এগিয়ে যান' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'পেমেন্টে এগিয়ে যান' }));
    expect(screen.getByLabelText('পরিমাণ')).toHaveAccessibleDescription('৳১০০.০০ থেকে ৳২৫,০০০.০০ পর্যন্ত একটি পরিমাণ লিখুন।');
  });
});
