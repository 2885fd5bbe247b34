import { createTestApp, type TestApp } from '../../../test/test-app';
import { issueLaunchToken } from '../launch-tokens';
import { signVendorBody, TIMESTAMP_TOLERANCE_MS } from '../../wallet';
import { freshId, HOUSE, mainTotals, newMember, openPlayer, type SeamlessPlayer, vendorCall } from './seamless-kit';

describe('seamless wallet API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (action: Parameters<typeof vendorCall>[1], body: unknown, options?: Parameters<typeof vendorCall>[3]) => vendorCall(t.app, action, body, options);
  const player = (balance = 10_000n) => openPlayer(t.app, t.db, { balance });
  const available = async (p: SeamlessPlayer) => (await mainTotals(t.db, p.merchantCode, p.memberId)).available;
  const bet = (p: SeamlessPlayer, fields: Record<string, unknown>) =>
    call('bet', { playerId: p.playerId, sessionToken: p.sessionToken, transactionId: freshId(), roundId: freshId('round'), gameCode: 'dice', amount: 100, ...fields });
  const betRow = async (transactionId: string) => {
    const [row] = await t.db.query<Record<string, unknown>>(
      'SELECT merchant_code, member_id::text, round_id, game_code, game_type, stake::text, payout::text, status FROM bets WHERE vendor_code = $1 AND transaction_id = $2',
      [HOUSE, transactionId],
    );
    return row;
  };
  const ledgerSum = async () => (await t.db.query<{ total: string }>('SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts'))[0]!.total;

  describe('signatures', () => {
    it('refuses a call without the headers, with a wrong secret, or with a body other than the one signed', async () => {
      const p = await player();
      const body = { playerId: p.playerId, sessionToken: p.sessionToken };
      const unsigned = await t.app.inject({ method: 'POST', url: '/vendor-wallet/v1/balance', payload: body });
      expect(unsigned.statusCode).toBe(401);
      expect(JSON.parse(unsigned.body)).toMatchObject({ status: 'INVALID_SIGNATURE', message: expect.any(String) });
      expect(await call('balance', body, { secret: 'not-the-secret' })).toMatchObject({ httpStatus: 401, status: 'INVALID_SIGNATURE' });
      expect(await call('balance', body, { vendor: 'NOBODY' })).toMatchObject({ httpStatus: 401, status: 'INVALID_SIGNATURE' });
      expect(await call('balance', body, { signature: 'ab'.repeat(32) })).toMatchObject({ httpStatus: 401, status: 'INVALID_SIGNATURE' });
      expect(await call('balance', body)).toMatchObject({ httpStatus: 200, status: 'OK', balance: 10_000 });
    });

    it('refuses a tampered body: the signature covers the exact bytes', async () => {
      const p = await player();
      const signedFor = JSON.stringify({ playerId: p.playerId, sessionToken: p.sessionToken, transactionId: freshId(), roundId: 'r', gameCode: 'g', amount: 1 });
      const timestamp = Date.now();
      const signature = signVendorBody('house-vendor-secret', String(timestamp), signedFor);
      const tampered = signedFor.replace('"amount":1', '"amount":9000');
      expect(await call('bet', null, { rawBody: tampered, timestamp, signature })).toMatchObject({ httpStatus: 401, status: 'INVALID_SIGNATURE' });
      expect(await available(p)).toBe(10_000n);
    });

    it('accepts timestamps within five minutes either way and refuses older or later ones', async () => {
      const p = await player();
      const body = { playerId: p.playerId, sessionToken: p.sessionToken };
      const now = Date.now();
      expect((await call('balance', body, { timestamp: now - TIMESTAMP_TOLERANCE_MS + 30_000 })).status).toBe('OK');
      expect((await call('balance', body, { timestamp: now + TIMESTAMP_TOLERANCE_MS - 30_000 })).status).toBe('OK');
      expect(await call('balance', body, { timestamp: now - TIMESTAMP_TOLERANCE_MS - 30_000 })).toMatchObject({ httpStatus: 401, status: 'INVALID_SIGNATURE' });
      expect(await call('balance', body, { timestamp: now + TIMESTAMP_TOLERANCE_MS + 30_000 })).toMatchObject({ httpStatus: 401, status: 'INVALID_SIGNATURE' });
    });

    it('refuses a transfer-mode vendor on the money calls, but lets it learn who opened its game', async () => {
      const transfer = { vendor: 'KSPORT', secret: 'sandbox-vendor-secret' };
      const answer = await call('balance', { playerId: 'khela_1', sessionToken: 'x' }, transfer);
      expect(answer).toMatchObject({ httpStatus: 400, status: 'INVALID_REQUEST' });
      const memberId = await newMember(t.db);
      const launchToken = await issueLaunchToken(t.db, { merchantCode: 'khela', memberId, vendorCode: 'KSPORT', language: 'en', currency: 'BDT', funPlay: false });
      const session = await call('authenticate', { launchToken }, transfer);
      expect(session).toMatchObject({ httpStatus: 200, status: 'OK', playerId: `khela_${memberId}` });
      const bet = { playerId: `khela_${memberId}`, sessionToken: session.sessionToken, transactionId: freshId(), roundId: 'r', gameCode: 'g', amount: 5 };
      expect(await call('bet', bet, transfer)).toMatchObject({ httpStatus: 400, status: 'INVALID_REQUEST' });
    });
  });

  describe('bad requests', () => {
    it('answers INVALID_REQUEST for malformed JSON and for fields out of the contract, and moves nothing', async () => {
      const p = await player();
      expect(await call('bet', null, { rawBody: '{"playerId": ' })).toMatchObject({ httpStatus: 400, status: 'INVALID_REQUEST' });
      for (const amount of [0, -5, 1.5, '100', Number.MAX_SAFE_INTEGER + 2]) {
        const answer = await bet(p, { amount });
        expect(answer).toMatchObject({ httpStatus: 400, status: 'INVALID_REQUEST', message: expect.stringContaining('amount') });
      }
      const missing = await call('bet', { playerId: p.playerId, sessionToken: p.sessionToken, roundId: 'r', gameCode: 'g', amount: 5 });
      expect(missing).toMatchObject({ httpStatus: 400, status: 'INVALID_REQUEST', message: expect.stringContaining('transactionId') });
      expect(await call('win', { playerId: p.playerId, transactionId: freshId(), roundId: 'r', amount: -1 })).toMatchObject({ httpStatus: 400 });
      expect(await available(p)).toBe(10_000n);
      expect((await t.db.query('SELECT 1 FROM bets WHERE member_id = $1', [p.memberId])).length).toBe(0);
    });
  });

  describe('junk', () => {
    it('answers signed junk in every field with a 4xx vendor answer, never a 5xx, and moves nothing', async () => {
      const p = await player();
      const valid: Record<string, Record<string, unknown>> = {
        authenticate: { launchToken: 'x' },
        balance: { playerId: p.playerId, sessionToken: p.sessionToken },
        bet: { playerId: p.playerId, sessionToken: p.sessionToken, transactionId: 'j', roundId: 'r', gameCode: 'g', amount: 1 },
        win: { playerId: p.playerId, transactionId: 'j', roundId: 'r', amount: 1, betTransactionIds: ['j'] },
        rollback: { playerId: p.playerId, transactionId: 'j', betTransactionId: 'j' },
        adjust: { playerId: p.playerId, transactionId: 'j', betTransactionId: 'j', amount: -1 },
      };
      const junk: unknown[] = ['x'.repeat(20_000), -1.5, true, null, [], { deep: { deeper: 1 } }, '', 2 ** 60];
      for (const [action, body] of Object.entries(valid)) {
        for (const field of Object.keys(body)) {
          for (const value of junk) {
            const answer = await call(action as Parameters<typeof vendorCall>[1], { ...body, [field]: value });
            expect([action, field, value, answer.httpStatus < 500, typeof answer.status]).toEqual([action, field, value, true, 'string']);
            if (answer.httpStatus >= 400) expect(answer.message!.length).toBeGreaterThan(5);
          }
        }
        for (const rawBody of ['', '[]', 'null', '"text"', '{"a":'.repeat(500)]) {
          const answer = await call(action as Parameters<typeof vendorCall>[1], null, { rawBody });
          expect([action, rawBody.slice(0, 10), answer.httpStatus, answer.status]).toEqual([action, rawBody.slice(0, 10), 400, 'INVALID_REQUEST']);
        }
      }
      const plainText = await t.app.inject({ method: 'POST', url: '/vendor-wallet/v1/bet', payload: 'hello', headers: { 'content-type': 'text/plain' } });
      expect(plainText.statusCode).toBeLessThan(500);
      expect(JSON.parse(plainText.body)).toMatchObject({ status: expect.any(String), message: expect.any(String) });
      expect(await mainTotals(t.db, p.merchantCode, p.memberId)).toEqual({ available: 10_000n, held: 0n });
    });
  });

  describe('launch tokens and sessions', () => {
    it('trades a launch token for a session once', async () => {
      const memberId = await newMember(t.db);
      const launchToken = await issueLaunchToken(t.db, { merchantCode: 'khela', memberId, vendorCode: HOUSE, language: 'bn', currency: 'BDT', funPlay: false });
      const first = await call('authenticate', { launchToken });
      expect(first).toMatchObject({
        httpStatus: 200,
        status: 'OK',
        playerId: `khela_${memberId}`,
        sessionToken: expect.any(String),
        currency: 'BDT',
        language: 'bn',
        nickname: expect.any(String),
        balance: 0,
        funPlay: false,
      });
      expect(await call('authenticate', { launchToken })).toMatchObject({ status: 'INVALID_TOKEN' });
      expect(await call('authenticate', { launchToken: 'never-issued' })).toMatchObject({ status: 'INVALID_TOKEN' });
      const stored = await t.db.query('SELECT 1 FROM vendor_launch_tokens WHERE token_hash = $1', [launchToken]);
      expect(stored).toHaveLength(0); // only its hash is kept
    });

    it('refuses an expired launch token and one issued for another vendor', async () => {
      await t.db.query(
        "INSERT INTO vendor_wallets (vendor_code, name, mode, secret) VALUES ('OTHER', 'Other', 'seamless', 'other-secret') ON CONFLICT DO NOTHING",
      );
      const memberId = await newMember(t.db);
      const grant = { merchantCode: 'khela', memberId, vendorCode: HOUSE, language: 'en', currency: 'BDT', funPlay: false };
      const forHouse = await issueLaunchToken(t.db, grant);
      expect(await call('authenticate', { launchToken: forHouse }, { vendor: 'OTHER', secret: 'other-secret' })).toMatchObject({ status: 'INVALID_TOKEN' });
      const expired = await issueLaunchToken(t.db, grant);
      await t.db.query("UPDATE vendor_launch_tokens SET expires_at = now() - interval '1 second' WHERE member_id = $1", [memberId]);
      expect(await call('authenticate', { launchToken: expired })).toMatchObject({ status: 'INVALID_TOKEN' });
    });

    it('answers the balance for a live session only', async () => {
      const p = await player(2_500n);
      expect(await call('balance', { playerId: p.playerId, sessionToken: p.sessionToken })).toMatchObject({ status: 'OK', balance: 2_500, currency: 'BDT' });
      expect(await call('balance', { playerId: p.playerId, sessionToken: 'someone-elses' })).toMatchObject({ status: 'SESSION_EXPIRED' });
      expect(await call('balance', { playerId: 'khela_999999999', sessionToken: p.sessionToken })).toMatchObject({ status: 'PLAYER_NOT_FOUND' });
      expect(await call('balance', { playerId: 'nonsense', sessionToken: p.sessionToken })).toMatchObject({ status: 'PLAYER_NOT_FOUND' });
    });

    it('keeps a session alive with each bet, and refuses bets once it has expired', async () => {
      const p = await player();
      await t.db.query("UPDATE vendor_player_sessions SET expires_at = now() + interval '10 seconds' WHERE member_id = $1", [p.memberId]);
      expect((await bet(p, {})).status).toBe('OK');
      const [alive] = await t.db.query<{ extended: boolean }>(
        "SELECT expires_at > now() + interval '20 minutes' AS extended FROM vendor_player_sessions WHERE member_id = $1",
        [p.memberId],
      );
      expect(alive!.extended).toBe(true);
      await t.db.query("UPDATE vendor_player_sessions SET expires_at = now() - interval '1 second' WHERE member_id = $1", [p.memberId]);
      expect(await bet(p, {})).toMatchObject({ status: 'SESSION_EXPIRED', message: expect.any(String) });
      expect(await available(p)).toBe(9_900n);
    });

    it('moves no money in a fun play session', async () => {
      const p = await openPlayer(t.app, t.db, { balance: 5_000n, funPlay: true });
      expect(await call('balance', { playerId: p.playerId, sessionToken: p.sessionToken })).toMatchObject({ status: 'OK', balance: 0 });
      expect(await bet(p, {})).toMatchObject({ status: 'FUN_PLAY_SESSION' });
      expect(await available(p)).toBe(5_000n);
    });
  });

  describe('bets', () => {
    it('holds the stake and records the bet', async () => {
      const p = await player();
      const transactionId = freshId();
      const answer = await bet(p, { transactionId, roundId: 'round-1', gameCode: 'crash', gameType: 'RNG', amount: 1_250 });
      expect(answer).toMatchObject({ httpStatus: 200, status: 'OK', transactionId, balance: 8_750, currency: 'BDT', walletTransactionId: expect.any(String) });
      expect(await mainTotals(t.db, p.merchantCode, p.memberId)).toEqual({ available: 8_750n, held: 1_250n });
      expect(await betRow(transactionId)).toEqual({
        merchant_code: 'khela',
        member_id: p.memberId,
        round_id: 'round-1',
        game_code: 'crash',
        game_type: 'RNG',
        stake: '1250',
        payout: null,
        status: 'open',
      });
    });

    it('answers a repeated transaction id with the first answer and moves nothing; another request with it is a mismatch', async () => {
      const p = await player();
      const fields = { transactionId: freshId(), roundId: 'r-replay', amount: 400 };
      const first = await bet(p, fields);
      const again = await bet(p, fields);
      expect(again).toEqual(first);
      expect(await available(p)).toBe(9_600n);
      const mismatch = await bet(p, { ...fields, amount: 401 });
      expect(mismatch).toMatchObject({ status: 'DUPLICATE_TRANSACTION_MISMATCH', transactionId: fields.transactionId });
      const asWin = await call('win', { playerId: p.playerId, transactionId: fields.transactionId, roundId: 'r-replay', amount: 0 });
      expect(asWin.status).toBe('DUPLICATE_TRANSACTION_MISMATCH');
      expect(await available(p)).toBe(9_600n);
      expect((await betRow(fields.transactionId))!.status).toBe('open');
    });

    it('answers INSUFFICIENT_FUNDS with the balance, and a replay keeps that answer', async () => {
      const p = await player(300n);
      const fields = { transactionId: freshId(), roundId: 'r-poor', amount: 301 };
      const refused = await bet(p, fields);
      expect(refused).toMatchObject({ httpStatus: 200, status: 'INSUFFICIENT_FUNDS', balance: 300, message: expect.any(String) });
      expect(await betRow(fields.transactionId)).toBeUndefined();
      expect(await bet(p, fields)).toEqual(refused);
      expect(await available(p)).toBe(300n);
    });

    it('keeps a bet detail with the bet taken, once; none for a refused bet; a malformed one is refused and holds nothing', async () => {
      const detailOf = async (transactionId: string) =>
        (await t.db.query<{ detail: unknown }>('SELECT detail FROM bet_details WHERE vendor_code = $1 AND transaction_id = $2', [HOUSE, transactionId]))[0]?.detail;
      const leg = { sport: 'cricket', competition: 'BPL', event: 'Dhaka v Sylhet', market: { bn: 'ম্যাচ বিজয়ী', en: 'Match winner' }, selection: { bn: 'Dhaka', en: 'Dhaka' }, odds: '1.86' };
      const detail = { kind: 'sports', legs: [leg] };
      const p = await player(1_000n);
      const fields = { transactionId: freshId(), roundId: 'r-detail', amount: 400, detail };
      const taken = await bet(p, fields);
      expect(taken).toMatchObject({ status: 'OK', balance: 600 });
      expect(await detailOf(fields.transactionId)).toEqual(detail);
      // A replay answers as before and keeps the first detail (it is not part of the replay check).
      expect(await bet(p, { ...fields, detail: { kind: 'sports', legs: [{ ...leg, odds: '9.99' }] } })).toEqual(taken);
      expect(await detailOf(fields.transactionId)).toEqual(detail);
      const poor = { transactionId: freshId(), roundId: 'r-detail-2', amount: 5_000, detail };
      expect((await bet(p, poor)).status).toBe('INSUFFICIENT_FUNDS');
      expect(await detailOf(poor.transactionId)).toBeUndefined();
      const bad = { transactionId: freshId(), roundId: 'r-detail-3', amount: 100, detail: { kind: 'sports', legs: [{ ...leg, odds: 'lots' }] } };
      expect(await bet(p, bad)).toMatchObject({ httpStatus: 400, status: 'INVALID_REQUEST' });
      expect(await betRow(bad.transactionId)).toBeUndefined();
      expect(await available(p)).toBe(600n);
    });

    it('gives concurrent duplicates one movement and the same answer', async () => {
      const p = await player();
      const fields = { transactionId: freshId(), roundId: 'r-race', amount: 700 };
      const answers = await Promise.all(Array.from({ length: 8 }, () => bet(p, fields)));
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0]!.status).toBe('OK');
      expect(await mainTotals(t.db, p.merchantCode, p.memberId)).toEqual({ available: 9_300n, held: 700n });
    });
  });

  describe('wins', () => {
    it("settles the round's open bets, pays the win once, and shares the payout by stake", async () => {
      const p = await player();
      const roundId = freshId('round');
      const [a, b] = [freshId(), freshId()];
      await bet(p, { transactionId: a, roundId, amount: 300 });
      await bet(p, { transactionId: b, roundId, amount: 200 });
      const win = { playerId: p.playerId, transactionId: freshId('win'), roundId, amount: 1_001 };
      const first = await call('win', win);
      expect(first).toMatchObject({ status: 'OK', balance: 10_000 - 500 + 1_001, walletTransactionId: expect.any(String) });
      expect(await call('win', win)).toEqual(first);
      expect(await mainTotals(t.db, p.merchantCode, p.memberId)).toEqual({ available: 10_501n, held: 0n });
      expect(await betRow(a)).toMatchObject({ status: 'settled', payout: '600' });
      expect(await betRow(b)).toMatchObject({ status: 'settled', payout: '401' });
      expect(await ledgerSum()).toBe('0');
    });

    it('settles a lost round with a win of 0', async () => {
      const p = await player();
      const roundId = freshId('round');
      const transactionId = freshId();
      await bet(p, { transactionId, roundId, amount: 900 });
      const lost = await call('win', { playerId: p.playerId, transactionId: freshId('win'), roundId, amount: 0 });
      expect(lost).toMatchObject({ status: 'OK', balance: 9_100, walletTransactionId: null });
      expect(await mainTotals(t.db, p.merchantCode, p.memberId)).toEqual({ available: 9_100n, held: 0n });
      expect(await betRow(transactionId)).toMatchObject({ status: 'settled', payout: '0' });
    });

    it('answers BET_NOT_FOUND for a round without bets and BET_ALREADY_SETTLED for a settled one', async () => {
      const p = await player();
      expect(await call('win', { playerId: p.playerId, transactionId: freshId('win'), roundId: 'no-such-round', amount: 50 })).toMatchObject({ status: 'BET_NOT_FOUND' });
      const roundId = freshId('round');
      const betId = freshId();
      await bet(p, { transactionId: betId, roundId, amount: 100 });
      expect(await call('win', { playerId: p.playerId, transactionId: freshId('win'), roundId, amount: 50, betTransactionIds: ['unknown'] })).toMatchObject({ status: 'BET_NOT_FOUND' });
      expect((await call('win', { playerId: p.playerId, transactionId: freshId('win'), roundId, amount: 50, betTransactionIds: [betId] })).status).toBe('OK');
      expect(await call('win', { playerId: p.playerId, transactionId: freshId('win'), roundId, amount: 50 })).toMatchObject({ status: 'BET_ALREADY_SETTLED' });
      const other = await player();
      expect(await call('win', { playerId: other.playerId, transactionId: freshId('win'), roundId, amount: 50 })).toMatchObject({ status: 'BET_NOT_FOUND' });
      expect(await call('win', { playerId: 'khela_999999999', transactionId: freshId('win'), roundId, amount: 50 })).toMatchObject({ status: 'PLAYER_NOT_FOUND' });
      expect(await available(p)).toBe(9_950n);
      expect(await available(other)).toBe(10_000n);
    });

    it("is accepted after the player's session has expired", async () => {
      const p = await player();
      const roundId = freshId('round');
      await bet(p, { roundId, amount: 100 });
      await t.db.query("UPDATE vendor_player_sessions SET expires_at = now() - interval '1 second' WHERE member_id = $1", [p.memberId]);
      expect(await call('win', { playerId: p.playerId, transactionId: freshId('win'), roundId, amount: 250 })).toMatchObject({ status: 'OK', balance: 10_150 });
    });
  });

  describe('rollbacks', () => {
    it('voids an open bet and gives the stake back, once', async () => {
      const p = await player();
      const betId = freshId();
      await bet(p, { transactionId: betId, amount: 2_000 });
      const rollback = { playerId: p.playerId, transactionId: freshId('rb'), betTransactionId: betId };
      const first = await call('rollback', rollback);
      expect(first).toMatchObject({ status: 'OK', balance: 10_000 });
      expect(await call('rollback', rollback)).toEqual(first);
      expect(await call('rollback', { ...rollback, transactionId: freshId('rb') })).toMatchObject({ status: 'BET_ALREADY_ROLLED_BACK' });
      expect(await mainTotals(t.db, p.merchantCode, p.memberId)).toEqual({ available: 10_000n, held: 0n });
      expect(await betRow(betId)).toMatchObject({ status: 'rolled_back', payout: '0' });
    });

    it('answers BET_NOT_FOUND for an unknown bet, and then refuses that bet if it arrives late', async () => {
      const p = await player();
      const betId = freshId();
      expect(await call('rollback', { playerId: p.playerId, transactionId: freshId('rb'), betTransactionId: betId })).toMatchObject({ status: 'BET_NOT_FOUND' });
      expect(await bet(p, { transactionId: betId })).toMatchObject({ status: 'BET_ALREADY_ROLLED_BACK' });
      expect(await available(p)).toBe(10_000n);
    });

    it('refuses a rollback after settlement', async () => {
      const p = await player();
      const roundId = freshId('round');
      const betId = freshId();
      await bet(p, { transactionId: betId, roundId, amount: 500 });
      await call('win', { playerId: p.playerId, transactionId: freshId('win'), roundId, amount: 0 });
      expect(await call('rollback', { playerId: p.playerId, transactionId: freshId('rb'), betTransactionId: betId })).toMatchObject({ status: 'BET_ALREADY_SETTLED' });
      expect(await available(p)).toBe(9_500n);
    });

    it("is accepted after the player's session has expired", async () => {
      const p = await player();
      const betId = freshId();
      await bet(p, { transactionId: betId, amount: 100 });
      await t.db.query("UPDATE vendor_player_sessions SET expires_at = now() - interval '1 second' WHERE member_id = $1", [p.memberId]);
      expect(await call('rollback', { playerId: p.playerId, transactionId: freshId('rb'), betTransactionId: betId })).toMatchObject({ status: 'OK', balance: 10_000 });
    });

    it("cannot roll back another player's bet", async () => {
      const p = await player();
      const other = await player();
      const betId = freshId();
      await bet(p, { transactionId: betId, amount: 100 });
      expect(await call('rollback', { playerId: other.playerId, transactionId: freshId('rb'), betTransactionId: betId })).toMatchObject({ status: 'BET_NOT_FOUND' });
      expect(await mainTotals(t.db, p.merchantCode, p.memberId)).toEqual({ available: 9_900n, held: 100n });
    });
  });
});
