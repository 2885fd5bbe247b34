import { balanceAtom, bus, forgetMerchantWallet } from '@khela/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeWalletApi, renderMemberPage, wallet, walletPaths } from './wallet-test-support';

let api: FakeWalletApi;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function walletRow(code: string) {
  return within(screen.getByTestId(`wallet-${code}`));
}

async function openPage(options?: Parameters<typeof renderMemberPage>[1]) {
  const rendered = renderMemberPage('transferFund', options);
  await screen.findByTestId('wallet-transfer-form');
  return rendered;
}

function transfers() {
  return api.requests('POST', walletPaths.transfer).map((request) => request.body as { from: string; to: string; amount: number; requestId: string });
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const moveButton = () => screen.getByRole('button', { name: 'Move money' });

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

describe('my wallet', () => {
  it('lists every wallet with its balance, marks a locked one and adds them up', async () => {
    api = new FakeWalletApi([
      wallet({ code: 'MAIN', name: 'Main', balance: 150_050 }),
      wallet({ code: 'JILI', name: 'JILI Slots', balance: 20_000 }),
      wallet({ code: 'EVO', name: 'Evolution Live', balance: 1_234_500, locked: true }),
    ]);
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My wallet' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your wallets' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(walletRow('MAIN').getByText('Main wallet')).toBeInTheDocument();
    expect(walletRow('MAIN').getByText('৳1,500.50')).toBeInTheDocument();
    expect(walletRow('JILI').getByText('৳200.00')).toBeInTheDocument();
    expect(walletRow('JILI').queryByText('Locked')).not.toBeInTheDocument();
    expect(walletRow('EVO').getByText('৳12,345.00')).toBeInTheDocument();
    expect(walletRow('EVO').getByText('Locked')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('Total in all wallets৳14,045.50');
  });

  it('moves money from the main wallet to a game wallet and says so', async () => {
    api = new FakeWalletApi();
    const changed = jest.fn();
    bus.on('balance:changed', changed);
    await openPage();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('MAIN');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('JILI');
    expect(amountField()).toHaveAccessibleDescription('In Main wallet: ৳1,500.50');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'EVO');
    await userEvent.type(amountField(), '500.5');
    await userEvent.click(moveButton());

    const message = await screen.findByText('Moved ৳500.50 from Main wallet to Evolution Live.');
    expect(message).toHaveFocus();
    expect(message).toHaveAttribute('role', 'status');
    expect(transfers()).toEqual([{ from: 'MAIN', to: 'EVO', amount: 50_050, requestId: expect.stringMatching(uuid) }]);
    expect(walletRow('MAIN').getByText('৳1,000.00')).toBeInTheDocument();
    expect(walletRow('EVO').getByText('৳500.50')).toBeInTheDocument();
    expect(amountField()).toHaveValue('');
    expect(changed).toHaveBeenCalledWith({ reason: 'walletTransfer' });
    bus.off('balance:changed', changed);
  });

  it('brings everything back from a game wallet with swap and "all"', async () => {
    api = new FakeWalletApi();
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Swap' }));
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('JILI');
    // Money leaves a game wallet only for the main wallet.
    const to = screen.getByRole('combobox', { name: 'To' });
    expect(within(to).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['MAIN']);
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amountField()).toHaveValue('200');
    await userEvent.click(moveButton());
    expect(await screen.findByText('Moved ৳200.00 from JILI Slots to Main wallet.')).toHaveFocus();
    expect(api.balanceOf('JILI')).toBe(0);
    expect(api.balanceOf('MAIN')).toBe(170_050);
  });

  it('checks the form first: each problem named at its field, the focus on the first, nothing sent', async () => {
    api = new FakeWalletApi();
    await openPage();
    await userEvent.click(moveButton());
    expect(amountField()).toHaveFocus();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveAccessibleDescription('In Main wallet: ৳1,500.50 Please enter an amount.');

    await userEvent.type(amountField(), '12.345');
    await userEvent.click(moveButton());
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining('Enter an amount such as 500 or 250.50.'));

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '1500.51');
    await userEvent.click(moveButton());
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining('Main wallet has only ৳1,500.50.'));

    // Typing again clears the complaint until the next submit.
    await userEvent.type(amountField(), '{Backspace}');
    expect(amountField()).not.toHaveAttribute('aria-invalid');
    expect(transfers()).toEqual([]);
  });

  it('refuses to move into a locked wallet, at the wallet choice', async () => {
    api = new FakeWalletApi([wallet({ code: 'MAIN', balance: 10_000 }), wallet({ code: 'JILI', name: 'JILI Slots', balance: 0, locked: true })]);
    await openPage();
    await userEvent.type(amountField(), '50');
    await userEvent.click(moveButton());
    const to = screen.getByRole('combobox', { name: 'To' });
    expect(to).toHaveFocus();
    expect(to).toHaveAccessibleDescription('JILI Slots is locked until its last transfer is confirmed.');
    expect(transfers()).toEqual([]);
  });

  it('sends one move however often the button is pressed while it is on its way', async () => {
    api = new FakeWalletApi();
    await openPage();
    await userEvent.type(amountField(), '10');
    const form = screen.getByTestId('wallet-transfer-form');
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(await screen.findByText('Moved ৳10.00 from Main wallet to JILI Slots.')).toBeInTheDocument();
    expect(transfers()).toHaveLength(1);
    expect(api.balanceOf('MAIN')).toBe(149_050);
  });

  it('shows the api’s refusal in its words, e.g. a game still running', async () => {
    api = new FakeWalletApi().on('POST', walletPaths.transfer, {
      status: 409,
      errorCode: 'wallet.transfer.game_running',
      message: 'The previous game has not finished. Please try again when it ends.',
    });
    await openPage();
    await userEvent.type(amountField(), '100');
    await userEvent.click(moveButton());
    const message = await screen.findByText('The previous game has not finished. Please try again when it ends.');
    expect(message).toHaveAttribute('role', 'alert');
    expect(message).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Check status' })).not.toBeInTheDocument();
  });

  it('says when a move failed and nothing moved', async () => {
    api = new FakeWalletApi();
    api.on('POST', walletPaths.transfer, (request) => ({ value: { requestId: (request.body as { requestId: string }).requestId, status: 'failed', wallets: api.wallets } }));
    await openPage();
    await userEvent.type(amountField(), '100');
    await userEvent.click(moveButton());
    expect(await screen.findByText('The transfer did not go through. No money was moved.')).toHaveFocus();
    expect(walletRow('MAIN').getByText('৳1,500.50')).toBeInTheDocument();
  });

  it('offers a status check while the vendor has not confirmed, and keeps it across a reload', async () => {
    api = new FakeWalletApi();
    const lockedWallets = [wallet({ code: 'MAIN', name: 'Main', balance: 100_050 }), wallet({ code: 'JILI', name: 'JILI Slots', balance: 20_000, locked: true }), wallet({ code: 'EVO', name: 'Evolution Live' })];
    const doneWallets = [wallet({ code: 'MAIN', name: 'Main', balance: 100_050 }), wallet({ code: 'JILI', name: 'JILI Slots', balance: 70_000 }), wallet({ code: 'EVO', name: 'Evolution Live' })];
    let requestId = '';
    api
      .on('POST', walletPaths.transfer, (request) => {
        requestId = (request.body as { requestId: string }).requestId;
        return { value: { requestId, status: 'locked', wallets: lockedWallets } };
      })
      .on('GET', walletPaths.transferStatus, () => ({ value: { requestId, status: 'locked', wallets: lockedWallets } }), () => ({ value: { requestId, status: 'done', wallets: doneWallets } }));
    const { unmount } = await openPage();
    await userEvent.type(amountField(), '500');
    await userEvent.click(moveButton());
    const message = await screen.findByText(
      'The game provider has not yet confirmed moving ৳500.00 from Main wallet to JILI Slots, so both wallets are locked. Check the status in a moment.',
    );
    expect(message).toHaveFocus();
    expect(walletRow('JILI').getByText('Locked')).toBeInTheDocument();

    // Back on the page later: the move is still known and can be checked.
    unmount();
    await openPage();
    const check = screen.getByRole('button', { name: 'Check status' });
    await userEvent.click(check);
    expect(await screen.findByText(/^Still waiting for the game provider to confirm moving ৳500.00/)).toBeInTheDocument();
    // Still unsettled: the focus stays on the button to check again.
    expect(check).toHaveFocus();

    await userEvent.click(check);
    expect(await screen.findByText('Moved ৳500.00 from Main wallet to JILI Slots.')).toHaveFocus();
    expect(walletRow('JILI').queryByText('Locked')).not.toBeInTheDocument();
    expect(api.requests('GET', walletPaths.transferStatus).map((request) => request.query.get('requestId'))).toEqual([requestId, requestId]);
    expect(screen.queryByRole('button', { name: 'Check status' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('walletTransferPending')).toBeNull();
  });

  it('after a lost answer, checks the status and sends a retry with the same request id', async () => {
    api = new FakeWalletApi();
    api.on('POST', walletPaths.transfer, { status: 503, errorCode: 'server.unavailable', message: 'Service unavailable.' }, (request) => {
      const { requestId } = request.body as { requestId: string };
      return { value: { requestId, status: 'done', wallets: api.wallets } };
    });
    api.on('GET', walletPaths.transferStatus, { status: 404, errorCode: 'wallet.transfer.unknown', message: 'No such transfer.' });
    await openPage();
    await userEvent.type(amountField(), '25');
    await userEvent.click(moveButton());
    const message = await screen.findByText('Service unavailable. The transfer may still have gone through: check its status before you try again.');
    expect(message).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText(/^No such transfer\. The transfer may still/)).toBeInTheDocument();

    await userEvent.click(moveButton());
    expect(await screen.findByText('Moved ৳25.00 from Main wallet to JILI Slots.')).toBeInTheDocument();
    const [first, retry] = transfers();
    expect(retry!.requestId).toBe(first!.requestId);
    expect(api.requests('GET', walletPaths.transferStatus)[0]!.query.get('requestId')).toBe(first!.requestId);

    // A new move is a new request id.
    await userEvent.type(amountField(), '5');
    await userEvent.click(moveButton());
    await screen.findByText('Moved ৳5.00 from Main wallet to JILI Slots.');
    expect(transfers()[2]!.requestId).not.toBe(first!.requestId);
    expect(transfers()[2]!.requestId).toMatch(uuid);
  });

  it('changing the form after a lost answer makes the next send a new move', async () => {
    api = new FakeWalletApi().on('POST', walletPaths.transfer, { status: 503, errorCode: 'server.unavailable', message: 'Service unavailable.' });
    await openPage();
    await userEvent.type(amountField(), '25');
    await userEvent.click(moveButton());
    await screen.findByText(/^Service unavailable\./);
    await userEvent.type(amountField(), '0');
    await userEvent.click(moveButton());
    await waitFor(() => expect(transfers()).toHaveLength(2));
    expect(transfers()[1]!.amount).toBe(25_000);
    expect(transfers()[1]!.requestId).not.toBe(transfers()[0]!.requestId);
  });

  it('follows the live main balance while open', async () => {
    api = new FakeWalletApi();
    const { store } = await openPage();
    act(() => store.set(balanceAtom, 250_000));
    expect(await walletRow('MAIN').findByText('৳2,500.00')).toBeInTheDocument();
    expect(amountField()).toHaveAccessibleDescription('In Main wallet: ৳2,500.00');
  });

  it('has nothing to move with no game wallet', async () => {
    api = new FakeWalletApi([wallet({ code: 'MAIN', balance: 5_000 })]);
    renderMemberPage('transferFund');
    expect(await screen.findByText('There are no game wallets to move money to yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-transfer-form')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    api = new FakeWalletApi();
    api.on('GET', walletPaths.wallets, { status: 400, errorCode: 'request.invalid', message: 'bad' }, () => ({ value: { wallets: api.wallets } }));
    renderMemberPage('transferFund');
    expect(await screen.findByText('Some of what you entered is not valid')).toHaveAttribute('role', 'alert');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-transfer-form')).toBeInTheDocument();
    expect(walletRow('MAIN').getByText('৳1,500.50')).toBeInTheDocument();
  });

  it('speaks Bengali with Bengali digits, and reads Bengali digits typed', async () => {
    api = new FakeWalletApi();
    await openPage({ language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'আমার ওয়ালেট' })).toBeInTheDocument();
    expect(walletRow('MAIN').getByText('প্রধান ওয়ালেট')).toBeInTheDocument();
    expect(walletRow('MAIN').getByText('৳১,৫০০.৫০')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'পরিমাণ' }), '৫০');
    await userEvent.click(screen.getByRole('button', { name: 'টাকা সরান' }));
    expect(await screen.findByText('প্রধান ওয়ালেট থেকে JILI Slots-এ ৳৫০.০০ সরানো হয়েছে।')).toHaveFocus();
    expect(transfers()[0]!.amount).toBe(5_000);
  });
});


describe('my wallet of a single-wallet brand (SPEC §3 hasMerchantWallet from isSingle)', () => {
  // Unmount first: a page still mounted would ask the brand again the moment the answer is forgotten.
  afterEach(() => {
    cleanup();
    act(() => forgetMerchantWallet());
  });

  it('asks the brand once, then shows one balance, all the money, and no game wallet or transfer form', async () => {
    api = new FakeWalletApi([wallet({ code: 'MAIN', name: 'Main', balance: 150_050 }), wallet({ code: 'JILI', name: 'JILI Slots', balance: 20_000 })]);
    api.on('GET', '/wps/wallet/merchantWallet', { value: { isSingle: true } });
    renderMemberPage('transferFund');
    const single = await screen.findByTestId('wallet-single');
    expect(single).toHaveTextContent('Your balance');
    expect(single).toHaveTextContent('৳1,700.50');
    expect(screen.getByText(/keeps all your money in one wallet/)).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-JILI')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wallet-move')).not.toBeInTheDocument();
    expect(screen.queryByText('JILI Slots')).not.toBeInTheDocument();
    expect(api.requests('GET', '/wps/wallet/merchantWallet')).toHaveLength(1);
  });

  it('a brand with game wallets keeps the list and the form', async () => {
    api = new FakeWalletApi([wallet({ code: 'MAIN', name: 'Main', balance: 150_050 }), wallet({ code: 'JILI', name: 'JILI Slots', balance: 20_000 })]);
    api.on('GET', '/wps/wallet/merchantWallet', { value: { isSingle: false } });
    await openPage();
    await waitFor(() => expect(api.requests('GET', '/wps/wallet/merchantWallet')).toHaveLength(1));
    expect(screen.getByTestId('wallet-JILI')).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-single')).not.toBeInTheDocument();
  });
});
