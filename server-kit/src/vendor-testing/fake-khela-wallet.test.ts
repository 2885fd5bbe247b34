import { SeamlessWalletClient } from '../vendor/seamless-wallet-client';
import { FakeKhelaWallet } from './fake-khela-wallet';

const SECRET = 'kit-secret';

describe('the fake Khela wallet the services test against', () => {
  let khela: FakeKhelaWallet;
  let apiUrl: string;
  beforeEach(async () => {
    khela = new FakeKhelaWallet(SECRET, { vendorCode: 'HOUSE' });
    apiUrl = await khela.start();
  });
  afterEach(() => khela.stop());

  const vendor = (secret = SECRET, code = 'HOUSE') => new SeamlessWalletClient({ apiUrl, secret, timeoutMs: 2000 }).forVendor(code);

  it('refuses a wrong signature or another vendor code, and records nothing of them', async () => {
    expect(await vendor('wrong').call('balance', {})).toMatchObject({ heard: true, httpStatus: 401, answer: { status: 'INVALID_SIGNATURE' } });
    expect(await vendor(SECRET, 'KSLOT').call('balance', {})).toMatchObject({ heard: true, httpStatus: 401 });
    expect(khela.badSignatures).toBe(2);
    expect(khela.calls).toHaveLength(0);
  });

  it('holds a stake once per transaction id, settles it by win, and answers a repeat as the first time', async () => {
    const wallet = vendor();
    const auth = await wallet.call('authenticate', { launchToken: khela.launch('p1', 1000) });
    const sessionToken = auth.heard ? auth.answer.sessionToken : undefined;
    const bet = { playerId: 'p1', sessionToken, transactionId: 'r1:bet', roundId: 'r1', gameCode: 'g', amount: 300 };
    const first = await wallet.call('bet', bet);
    expect(first).toMatchObject({ heard: true, answer: { status: 'OK', balance: 700 } });
    expect(await wallet.call('bet', bet)).toEqual(first);
    expect(await wallet.call('bet', { ...bet, amount: 200 })).toMatchObject({ answer: { status: 'DUPLICATE_TRANSACTION_MISMATCH' } });
    expect(await wallet.call('win', { playerId: 'p1', transactionId: 'r1:win', roundId: 'r1', amount: 600, betTransactionIds: ['r1:bet'] })).toMatchObject({ answer: { status: 'OK', balance: 1300 } });
    expect(khela.winsApplied).toEqual([{ transactionId: 'r1:win', amount: 600 }]);
    expect(khela.openBets()).toEqual([]);
  });

  it('adjusts a settled bet once per transaction id, taking back only what the player has (the rest is the shortfall)', async () => {
    const wallet = vendor();
    const auth = await wallet.call('authenticate', { launchToken: khela.launch('p4', 1000) });
    const sessionToken = auth.heard ? auth.answer.sessionToken : undefined;
    await wallet.call('bet', { playerId: 'p4', sessionToken, transactionId: 'a:bet', roundId: 'a', gameCode: 'g', amount: 1000 });
    expect(await wallet.call('adjust', { playerId: 'p4', transactionId: 'a:resettle:2', betTransactionId: 'a:bet', amount: 10 })).toMatchObject({ answer: { status: 'BET_NOT_SETTLED' } });
    await wallet.call('win', { playerId: 'p4', transactionId: 'a:win', roundId: 'a', amount: 1500, betTransactionIds: ['a:bet'] });
    const up = { playerId: 'p4', transactionId: 'a:resettle:3', betTransactionId: 'a:bet', amount: 500 };
    const first = await wallet.call('adjust', up);
    expect(first).toMatchObject({ answer: { status: 'OK', balance: 2000, shortfall: 0 } });
    expect(await wallet.call('adjust', up)).toEqual(first);
    expect(await wallet.call('adjust', { ...up, amount: 1 })).toMatchObject({ answer: { status: 'DUPLICATE_TRANSACTION_MISMATCH' } });
    expect(await wallet.call('adjust', { playerId: 'p4', transactionId: 'a:resettle:4', betTransactionId: 'a:bet', amount: -2001 })).toMatchObject({ answer: { status: 'ADJUSTMENT_EXCEEDS_PAYOUT' } });
    expect(await wallet.call('adjust', { playerId: 'p4', transactionId: 'a:resettle:5', betTransactionId: 'a:bet', amount: -2000 })).toMatchObject({ answer: { status: 'OK', balance: 0, shortfall: 0 } });
    expect(khela.adjustmentsApplied.map((a) => a.amount)).toEqual([500, -2000]);
    expect(khela.bets.get('a:bet')).toMatchObject({ status: 'settled', payout: 0 });
  });

  it('answers 500 for the faults it is given: nothing done, or done with the answer lost', async () => {
    const wallet = vendor();
    khela.failNext('rollback', 1);
    khela.failNext('rollback', 1, 'lose');
    const rollback = { playerId: 'p2', transactionId: 'x:rb', betTransactionId: 'x:bet' };
    expect(await wallet.call('rollback', rollback)).toEqual({ heard: false, problem: 'HTTP 500' });
    expect(khela.bets.size).toBe(0);
    expect(await wallet.call('rollback', rollback)).toEqual({ heard: false, problem: 'HTTP 500' });
    // The lost answer's work stands: the unknown bet's id is remembered, a late bet with it refused.
    expect(khela.bets.get('x:bet')).toMatchObject({ status: 'rolled_back' });
    expect(await wallet.call('rollback', rollback)).toMatchObject({ answer: { status: 'BET_NOT_FOUND' } });
  });

  it('binds a launch token to its vendor when asked, and refuses transfer-mode vendors', async () => {
    const anyVendor = new FakeKhelaWallet(SECRET);
    const url = await anyVendor.start();
    try {
      const at = (code: string) => new SeamlessWalletClient({ apiUrl: url, secret: SECRET, timeoutMs: 2000 }).forVendor(code);
      expect(await at('KREEL').call('authenticate', { launchToken: anyVendor.launch('p3', 10, { vendorCode: 'KSLOT' }) })).toMatchObject({ answer: { status: 'INVALID_TOKEN' } });
      expect(await at('KSLOT').call('authenticate', { launchToken: anyVendor.launch('p3', 10, { vendorCode: 'KSLOT', funPlay: true }) })).toMatchObject({ answer: { status: 'OK', funPlay: true, balance: 0 } });
      anyVendor.transferVendors.add('KSPORT');
      expect(await at('KSPORT').call('authenticate', { launchToken: anyVendor.launch('p3', 10) })).toMatchObject({ httpStatus: 400, answer: { status: 'INVALID_REQUEST' } });
    } finally {
      await anyVendor.stop();
    }
  });
});
