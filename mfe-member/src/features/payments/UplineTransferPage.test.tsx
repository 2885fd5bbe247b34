import { bus } from '@khela/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakePaymentsApi, pageOf, renderPaymentPage, uplineRecord, withdrawalLimits } from './payments-test-support';
import { UplineTransferPage } from './UplineTransferPage';

const path = '/wps/payments/upline-transfers';

const sentRecords = [
  uplineRecord(),
  uplineRecord({ orderNo: 'U2', status: 'RECEIVED', remark: 'For the weekend' }),
  uplineRecord({ orderNo: 'U3', status: 'DISPUTED', disputeRemark: 'Nothing arrived', proofs: [11, 12] }),
];
const receivedRecords = [uplineRecord({ orderNo: 'U7', direction: 'received', counterparty: 'karim22', amount: 75_000 })];

function byRole(request: { query: URLSearchParams }) {
  return request.query.get('role') === 'received' ? receivedRecords : sentRecords;
}

function memberApi() {
  return new FakePaymentsApi()
    .withMember({ hasPaymentPassword: true })
    .withBalance(500_000)
    .on('GET', path, (request) => pageOf(byRole(request), request))
    .on('GET', '/wps/payments/withdrawals/limits', { value: withdrawalLimits() });
}

function image(name: string, type = 'image/png', size = 2048): File {
  const file = new File(['proof'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function sendForm() {
  return within(screen.getByRole('form', { name: 'Send to your upline' }));
}

let api: FakePaymentsApi;

describe('transfer to upline', () => {
  it('with an open bonus, sends only after “I understand”, and gives the bonus up', async () => {
    const openBonus = { count: 1, amount: 5_000, grants: [{ id: '7', title: 'Reload', balance: 5_000, requirement: 50_000, wagered: 0 }] };
    api = memberApi()
      .on('GET', '/wps/payments/withdrawals/limits', { value: withdrawalLimits({ openBonus }) })
      .on('POST', path, { value: { orderNo: 'U9', status: 'SENT' } });
    renderPaymentPage(<UplineTransferPage />, { path: '/member/transferUpline' });
    const warning = await screen.findByTestId('open-bonus-warning');
    expect(warning).toHaveTextContent('You have an open bonus of ৳50.00 (0% wagered). Sending money to your upline now gives it up');
    const submit = sendForm().getByRole('button', { name: 'Send to upline' });
    await waitFor(() => expect(submit).toHaveAccessibleDescription('Tick “I understand” above to send and give up your bonus.'));
    await userEvent.click(within(warning).getByRole('checkbox', { name: 'I understand, send and give up my bonus' }));
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    await userEvent.click(submit);
    await waitFor(() => expect(api.requests('POST', path)).toHaveLength(1));
    expect(api.bodyOf('POST', path)).toMatchObject({ amount: 10_000, forfeitBonus: true });
  });

  it('checks the form, sends with the payment password and a remark, and updates the balance', async () => {
    const changed = jest.fn();
    bus.on('balance:changed', changed);
    api = memberApi()
      .withBalance(500_000, 300_000)
      .on('POST', path, { value: { orderNo: 'U20240501000042', status: 'SENT' } });
    renderPaymentPage(<UplineTransferPage />, { path: '/member/transferUpline' });
    expect(await screen.findByTestId('payments-balance')).toHaveTextContent('৳5,000.00');
    const submit = sendForm().getByRole('button', { name: 'Send to upline' });
    await waitFor(() => expect(submit).toBeEnabled());

    const remark = sendForm().getByLabelText('Remark (optional)');
    expect(remark).toHaveAttribute('maxlength', '140');
    expect(remark).toHaveAccessibleDescription('0 of 140 characters');
    await userEvent.type(remark, 'Top-up');
    expect(remark).toHaveAccessibleDescription('6 of 140 characters');

    await userEvent.type(sendForm().getByLabelText('Amount'), '5000.50');
    await userEvent.click(submit);
    expect(sendForm().getByLabelText('Amount')).toHaveAccessibleDescription('That is more than your available balance of ৳5,000.00.');
    expect(sendForm().getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
    expect(sendForm().getByLabelText('Amount')).toHaveFocus();
    expect(api.requests('POST', path)).toHaveLength(0);

    await userEvent.clear(sendForm().getByLabelText('Amount'));
    await userEvent.type(sendForm().getByLabelText('Amount'), '2000');
    await userEvent.type(sendForm().getByLabelText('Payment password'), '246810');
    await userEvent.click(submit);
    const outcome = await screen.findByText('Transfer U20240501000042 sent to your upline.');
    expect(outcome).toHaveFocus();
    expect(api.requests('POST', path)[0]!.body).toEqual({ amount: 200_000, paymentPassword: '246810', remark: 'Top-up', requestId: expect.any(String) });
    expect(changed).toHaveBeenCalledWith({ reason: 'upline-transfer' });
    await waitFor(() => expect(screen.getByTestId('payments-balance')).toHaveTextContent('৳3,000.00'));
    expect(remark).toHaveValue('');
    await waitFor(() => expect(api.requests('GET', path).length).toBeGreaterThanOrEqual(2));
    bus.off('balance:changed', changed);
  });

  it('sends a member without a payment password to set one', async () => {
    api = memberApi().withMember({ hasPaymentPassword: false });
    renderPaymentPage(<UplineTransferPage />, { path: '/member/transferUpline' });
    expect(await screen.findByRole('link', { name: 'Set it in My account' })).toHaveAttribute('href', '/member/securityCenter');
    expect(sendForm().getByRole('button', { name: 'Send to upline' })).toBeDisabled();
    expect(sendForm().getByRole('button', { name: 'Send to upline' })).toHaveAccessibleDescription('Set a payment password in My account to send money.');
  });

  it('lists sent and received transfers with their statuses; the receiver confirms one', async () => {
    api = memberApi().on('POST', `${path}/U7/confirm`, { value: { ...receivedRecords[0], status: 'RECEIVED' } });
    renderPaymentPage(<UplineTransferPage />, { path: '/member/transferUpline' });
    const sent = within(await screen.findByRole('list', { name: 'Transfers I sent' }));
    const [waiting, received, disputed] = sent.getAllByRole('listitem');
    expect(within(waiting!).getByTestId('record-status')).toHaveTextContent('Sent');
    expect(waiting).toHaveTextContent('Toagent01');
    expect(waiting).toHaveTextContent('Counts as received after01/05/2024, 11:00');
    expect(within(waiting!).getByRole('button', { name: 'Report non-receipt' })).toBeInTheDocument();
    expect(within(received!).getByTestId('record-status')).toHaveTextContent('Received');
    expect(received).toHaveTextContent('RemarkFor the weekend');
    expect(received).not.toHaveTextContent('Counts as received after');
    expect(within(received!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(disputed!).getByTestId('record-status')).toHaveTextContent('Disputed');
    expect(disputed).toHaveTextContent('Non-receipt reportNothing arrived');
    expect(disputed).toHaveTextContent('Proof images2');
    expect(waiting).not.toHaveTextContent('Remark');
    expect(sent.queryByRole('button', { name: 'Confirm receipt' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Transfers I received' }));
    const incoming = within(await screen.findByRole('list', { name: 'Transfers I received' }));
    const [mine] = incoming.getAllByRole('listitem');
    expect(mine).toHaveTextContent('Fromkarim22');
    expect(within(mine!).queryByRole('button', { name: 'Report non-receipt' })).not.toBeInTheDocument();
    await userEvent.click(within(mine!).getByRole('button', { name: 'Confirm receipt' }));
    expect(await within(mine!).findByText('Receipt confirmed.')).toHaveFocus();
    expect(within(mine!).getByTestId('record-status')).toHaveTextContent('Received');
    expect(within(mine!).queryByRole('button', { name: 'Confirm receipt' })).not.toBeInTheDocument();
    expect(api.requests('GET', path).map((request) => request.query.get('role'))).toEqual(['sent', 'received']);
  });

  it('reports non-receipt with a remark and up to 3 png or jpg images of 5 MB, checked before the upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    api = memberApi().on('POST', `${path}/U20240501000001/non-receipt`, { value: uplineRecord({ status: 'DISPUTED', disputeRemark: 'My agent says nothing arrived', proofs: [21, 22] }) });
    renderPaymentPage(<UplineTransferPage />, { path: '/member/transferUpline' });
    const [waiting] = within(await screen.findByRole('list', { name: 'Transfers I sent' })).getAllByRole('listitem');
    const toggle = within(waiting!).getByRole('button', { name: 'Report non-receipt' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const report = within(screen.getByRole('form', { name: 'Report non-receipt of U20240501000001' }));
    const remark = report.getByLabelText('What happened');
    const proofs = report.getByLabelText('Proof images');
    expect(remark).toHaveFocus();
    expect(proofs).toHaveAccessibleDescription('PNG or JPG, up to 5 MB each, at most 3 images');

    await user.click(report.getByRole('button', { name: 'Send report' }));
    expect(remark).toHaveAccessibleDescription('0 of 140 characters Please fill this in.');
    expect(proofs).toHaveAccessibleDescription('PNG or JPG, up to 5 MB each, at most 3 images Add at least one image as proof.');
    await user.type(remark, 'My agent says nothing arrived');
    await user.click(report.getByRole('button', { name: 'Send report' }));
    expect(proofs).toHaveFocus();

    await user.upload(proofs, new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }));
    expect(proofs).toHaveAccessibleDescription('PNG or JPG, up to 5 MB each, at most 3 images statement.pdf is not a PNG or JPG image.');
    await user.upload(proofs, image('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(proofs).toHaveAccessibleDescription('PNG or JPG, up to 5 MB each, at most 3 images huge.jpg is larger than 5 MB.');
    await user.upload(proofs, [image('1.png'), image('2.jpg', 'image/jpeg'), image('3.png'), image('4.png')]);
    expect(proofs).toHaveAccessibleDescription('PNG or JPG, up to 5 MB each, at most 3 images You can add at most 3 images.');
    expect(report.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();

    await user.upload(proofs, [image('receipt.png'), image('sms.jpg', 'image/jpeg'), image('extra.png')]);
    const chosen = within(report.getByRole('list', { name: 'Chosen images' }));
    expect(chosen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['receipt.png', 'sms.jpg', 'extra.png']);
    await user.click(chosen.getByRole('button', { name: 'Remove extra.png' }));
    expect(proofs).toHaveFocus();
    expect(chosen.getAllByRole('listitem')).toHaveLength(2);
    expect(api.requests('POST', `${path}/U20240501000001/non-receipt`)).toHaveLength(0);

    await user.click(report.getByRole('button', { name: 'Send report' }));
    expect(await within(waiting!).findByText('Your report has been sent. Customer service will look into it.')).toHaveFocus();
    const [sent] = api.requests('POST', `${path}/U20240501000001/non-receipt`);
    expect(sent!.body).toEqual({ remark: 'My agent says nothing arrived' });
    expect(sent!.files.proof!.map((file) => file.name)).toEqual(['receipt.png', 'sms.jpg']);
    expect(sent!.headers.get('Merchant')).toBe('khela');
    expect(sent!.headers.get('content-type')).toBeNull();
    expect(within(waiting!).getByTestId('record-status')).toHaveTextContent('Disputed');
    expect(screen.queryByRole('form', { name: 'Report non-receipt of U20240501000001' })).not.toBeInTheDocument();
    expect(within(waiting!).queryByRole('button', { name: 'Report non-receipt' })).not.toBeInTheDocument();
  });

  it('shows a refused report as the api words it, and says when there are no transfers', async () => {
    api = memberApi()
      .on('GET', path, (request) => pageOf(request.query.get('role') === 'received' ? [] : [uplineRecord()], request))
      .on('POST', `${path}/U20240501000001/non-receipt`, { status: 409, errorCode: 'upline.confirmed', message: 'This transfer has already been confirmed.' });
    renderPaymentPage(<UplineTransferPage />, { path: '/member/transferUpline' });
    await userEvent.click(await screen.findByRole('button', { name: 'Report non-receipt' }));
    const report = within(screen.getByRole('form', { name: /^Report non-receipt/ }));
    await userEvent.type(report.getByLabelText('What happened'), 'Nothing came');
    await userEvent.upload(report.getByLabelText('Proof images'), image('receipt.png'));
    await userEvent.click(report.getByRole('button', { name: 'Send report' }));
    expect(await report.findByRole('alert')).toHaveTextContent('This transfer has already been confirmed.');

    await userEvent.click(screen.getByRole('tab', { name: 'Transfers I received' }));
    expect(await screen.findByText('You have not received any transfers yet.')).toBeInTheDocument();
  });

  it('speaks Bengali', async () => {
    api = memberApi();
    renderPaymentPage(<UplineTransferPage />, { path: '/member/transferUpline', language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'আপলাইনে পাঠান' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'পাঠানো ট্রান্সফার' })).toBeInTheDocument();
    expect(screen.getAllByTestId('record-status').map((badge) => badge.textContent)).toEqual(['পাঠানো হয়েছে', 'গৃহীত', 'আপত্তি জানানো হয়েছে']);
    expect(screen.getByLabelText('মন্তব্য (ঐচ্ছিক)')).toHaveAccessibleDescription('১৪০টির মধ্যে ০টি অক্ষর');
  });
});
