import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LiveChatValue, LiveTablesChange, LiveTablesValue } from '@khela/contracts';
import { parseOperatorCommand } from '../../../cli/operator-command';
import { httpCallOf } from '../../../cli/operator-backends';
import { createTestApp, envelope, OPERATOR_TOKEN, type TestApp } from '../../../test/test-app';
import { type RunningService, startService } from '../../../test/spawn-service';
import { testEngine } from '../../../test/test-db';
import { memberWithSession, TRIAL_TYPE, type TestMember } from '../../../test/members';
import { operatorSession } from '../../operator/operator-test-kit';

/**
 * SPEC §7 "live model list and launch chat" (docs/spec-sweep.md): the brand's live tables read
 * from the real house process (its public table state), their dealers from the operator's list,
 * the players from the bets; launch chat for real members only; the operator's list and command.
 */
jest.setTimeout(180_000);

// The house runs on PGlite in its own process: the PostgreSQL run has nothing to add here.
const spawned = testEngine() === 'pg' ? describe.skip : describe;

spawned('live model list and launch chat', () => {
  let t: TestApp;
  let house: RunningService;

  beforeAll(async () => {
    // Each ask reads the table afresh, so a test sees the round the house is on.
    t = await createTestApp({ caches: { liveTables: { ttlMs: 0 } } });
    house = await startService('house', {
      API_URL: 'http://127.0.0.1:9',
      HOUSE_VENDOR_SECRET: 'house-vendor-secret',
      HOUSE_DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'khela-live-')), 'db'),
    });
    // The demo seed names the default address; this house listens elsewhere.
    await t.db.query("UPDATE vendor_launch_settings SET launch_url = $1 WHERE vendor_code = 'HOUSE'", [`${house.url}/play`]);
  });

  afterAll(async () => {
    await house?.stop();
    await t?.close();
  });

  const get = async <T>(url: string, options: { merchant?: string; language?: string; token?: string } = {}) => {
    const headers: Record<string, string> = { merchant: options.merchant ?? 'khela', language: options.language ?? 'en' };
    if (options.token) headers.authorization = options.token;
    const response = await t.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, cacheControl: response.headers['cache-control'], ...envelope<T>(response) };
  };
  const modelList = (options: { merchant?: string; language?: string } = {}) => get<LiveTablesValue>('/wps/live/model_list', options);
  const launchChat = (gameCode: string, who?: TestMember, language = 'en') =>
    get<LiveChatValue>(`/wps/live/launch_chat?gameCode=${encodeURIComponent(gameCode)}`, { merchant: who?.merchant, token: who?.token, language });
  const houseState = async (game: string) => (await (await fetch(`${house.url}/table/${game}/state`)).json()) as { round: { id: string; number: number } };

  test("the demo brand's tables: the house's baccarat table and cockfight arena, with their dealers and the table's own state", async () => {
    const list = await modelList();
    expect(list.status).toBe(200);
    expect(list.cacheControl).toBe('public, max-age=2');
    expect(list.value.tables.map((table) => [table.game.gameCode, table.game.vassalage, table.dealer.name])).toEqual([
      ['house-baccarat', 'HOUSE', 'Ananya'],
      ['house-cockfight', 'HOUSE', 'Rafiq'],
    ]);
    const [baccarat, arena] = list.value.tables;
    // What the house says now: a round running, its limits.
    expect(['betting', 'dealing']).toContain(baccarat!.status);
    expect(baccarat!.round!.number).toBeGreaterThanOrEqual(1);
    expect(baccarat!.limits).toEqual({ minStake: 1_000, maxStake: 1_000_000 });
    expect(arena!.game.gameType).toBe('COCKFIGHT');
    expect(arena!.round).not.toBeNull();

    const bengali = await modelList({ language: 'bn' });
    expect(bengali.value.tables.map((table) => [table.game.gameName, table.dealer.name])).toEqual([
      ['খেলা ব্যাকারা লাইভ', 'অনন্যা'],
      ['খেলা মোরগ লড়াই', 'রফিক'],
    ]);
    // khela2 offers the baccarat table only.
    expect((await modelList({ merchant: 'khela2' })).value.tables.map((table) => [table.game.gameCode, table.dealer.name])).toEqual([['house-baccarat', 'Tania']]);
  });

  test("players: the brand's members with a bet on the table's current round, each once", async () => {
    const member = await memberWithSession(t.db);
    const other = await memberWithSession(t.db);
    const elsewhere = await memberWithSession(t.db, { merchant: 'khela2' });
    // The round may turn over between reading it and asking: a few tries at most.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { round } = await houseState('house-baccarat');
      let n = 0;
      const bet = (who: TestMember, status = 'open') =>
        t.db.query(
          `INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, status)
           VALUES ('HOUSE', $1, $2, $3, $4, 'house-baccarat', 'LIVE', 1000, $5)`,
          [`${round.id}:t${attempt}:${(n += 1)}`, who.merchant, who.id, round.id, status],
        );
      await bet(member);
      await bet(member);
      await bet(other, 'rolled_back');
      await bet(elsewhere);
      const baccarat = (await modelList()).value.tables[0]!;
      if (baccarat.round?.number !== round.number) continue;
      expect(baccarat.players).toBe(1);
      const arena = (await modelList()).value.tables[1]!;
      expect(arena.players).toBe(0);
      return;
    }
    throw new Error('the round never held still');
  });

  test('a table that does not answer is shown closed, never an error', async () => {
    await t.db.query("UPDATE vendor_launch_settings SET launch_url = 'http://127.0.0.1:9/play' WHERE vendor_code = 'HOUSE'");
    try {
      const list = await modelList();
      expect(list.status).toBe(200);
      expect(list.value.tables.map((table) => [table.status, table.round, table.limits, table.players])).toEqual([
        ['closed', null, null, 0],
        ['closed', null, null, 0],
      ]);
    } finally {
      await t.db.query("UPDATE vendor_launch_settings SET launch_url = $1 WHERE vendor_code = 'HOUSE'", [`${house.url}/play`]);
    }
  });

  test("launch chat: a real member gets the table now and the conversation's subject, in their language", async () => {
    const member = await memberWithSession(t.db);
    const chat = await launchChat('house-baccarat', member);
    expect(chat.status).toBe(200);
    expect(chat.value.table.game.gameCode).toBe('house-baccarat');
    expect(chat.value.chat.popup).toBe('chat');
    expect(chat.value.chat.subject).toBe(`Khela Baccarat Live with Ananya, round ${chat.value.table.round!.number}`);
    const bengali = await launchChat('house-cockfight', member, 'bn');
    expect(bengali.value.chat.subject).toMatch(/^খেলা মোরগ লড়াই, ডিলার রফিক, রাউন্ড \d+$/);
  });

  test('launch chat: visitors and trial accounts are refused; bad and unknown tables are translated 400 and 404', async () => {
    const visitor = await launchChat('house-baccarat');
    expect([visitor.status, visitor.errorCode]).toEqual([401, 'login.not.session']);
    const trial = await memberWithSession(t.db, { type: TRIAL_TYPE });
    const refused = await launchChat('house-baccarat', trial, 'bn');
    expect([refused.status, refused.errorCode]).toEqual([403, 'account.trial']);
    expect(refused.message).toMatch(/[\u0980-\u09FF]/);

    const member = await memberWithSession(t.db);
    const bad = await launchChat('<script>', member);
    expect([bad.status, bad.errorCode]).toEqual([400, 'request.invalid']);
    const missing = await get<unknown>('/wps/live/launch_chat', { token: member.token });
    expect(missing.status).toBe(400);
    // A live game that is not listed, a game that is not live, and one of another brand.
    for (const code of ['house-slot', 'no-such-table']) {
      const unknown = await launchChat(code, member);
      expect([unknown.status, unknown.errorCode, unknown.message]).toEqual([404, 'live.table.unknown', 'This live table is not available.']);
    }
    const other = await memberWithSession(t.db, { merchant: 'khela2' });
    expect((await launchChat('house-cockfight', other)).status).toBe(404);
  });

  test('operators set the list, in order, with dealers and pictures; recorded; bad entries change nothing', async () => {
    const put = async (code: string, body: object, token = OPERATOR_TOKEN) => {
      const response = await t.app.inject({ method: 'PUT', url: `/ops/merchants/${code}/live-tables`, payload: body, headers: { 'x-operator-token': token, language: 'en' } });
      return { status: response.statusCode, ...envelope<LiveTablesChange>(response) };
    };
    const finance = await operatorSession(t.app, 'finance', 'khela2');
    const otherAdmin = await operatorSession(t.app, 'admin', 'khela');
    for (const token of [finance.token, otherAdmin.token]) expect((await put('khela2', { tables: [] }, token)).errorCode).toBe('operator.forbidden');
    const entry = { gameCode: 'house-baccarat', dealerNameBn: 'মিতু', dealerNameEn: 'Mitu' };
    expect((await put('khela2', { tables: [{ ...entry, gameCode: 'house-slot' }] })).errorCode).toBe('opsLive.game.unknown');
    expect((await put('khela2', { tables: [{ ...entry, gameCode: 'house-cockfight' }] })).errorCode).toBe('opsLive.game.unknown');
    expect((await put('khela2', { tables: [entry, entry] })).errorCode).toBe('opsLive.game.twice');
    expect((await put('khela2', { tables: [{ ...entry, dealerNameEn: '  ' }] })).errorCode).toBe('opsLive.dealer.name');
    expect((await put('khela2', { tables: [{ ...entry, dealerPicture: 'javascript:alert(1)' }] })).errorCode).toBe('opsLive.dealer.picture');
    expect((await put('ghost', { tables: [] })).errorCode).toBe('merchant.unknown');
    expect((await modelList({ merchant: 'khela2' })).value.tables.map((table) => table.dealer.name)).toEqual(['Tania']);

    const admin = await operatorSession(t.app, 'admin', 'khela2');
    const set = await put('khela2', { tables: [{ ...entry, dealerPicture: '/media/dealers/mitu.png' }] }, admin.token);
    expect(set.status).toBe(200);
    expect(set.value.tables).toEqual([{ gameCode: 'house-baccarat', vendorCode: 'HOUSE', dealerNameBn: 'মিতু', dealerNameEn: 'Mitu', dealerPicture: '/media/dealers/mitu.png' }]);
    expect(set.value.previous.map((table) => table.dealerNameEn)).toEqual(['Tania']);
    expect((await modelList({ merchant: 'khela2' })).value.tables.map((table) => table.dealer)).toEqual([{ name: 'Mitu', picture: '/media/dealers/mitu.png' }]);
    const recorded = await t.db.query<{ operator_name: string; details: { tables: { dealerNameEn: string }[] } }>(
      "SELECT operator_name, details FROM operator_actions WHERE action = 'merchant.live-tables' AND merchant_code = 'khela2'",
    );
    expect(recorded.map((row) => [row.operator_name, row.details.tables.map((table) => table.dealerNameEn)])).toEqual([[admin.username, ['Mitu']]]);
    const read = await t.app.inject({ method: 'GET', url: '/ops/merchants/khela2/live-tables', headers: { 'x-operator-token': finance.token } });
    expect(envelope<{ tables: unknown[] }>(read).value.tables).toHaveLength(1);

    // An empty list shows no tables.
    expect((await put('khela2', { tables: [] }, admin.token)).status).toBe(200);
    expect((await modelList({ merchant: 'khela2' })).value.tables).toEqual([]);
  });
});

test('pnpm operator live-tables is the same /ops call', () => {
  const command = parseOperatorCommand(['live-tables', 'set', 'house-baccarat=Ananya|অনন্যা|https://img.example/a.png,house-cockfight=Rafiq|রফিক', '--merchant', 'khela2']);
  expect(command).toEqual({
    kind: 'live-tables',
    merchant: 'khela2',
    tables: [
      { gameCode: 'house-baccarat', dealerNameEn: 'Ananya', dealerNameBn: 'অনন্যা', dealerPicture: 'https://img.example/a.png' },
      { gameCode: 'house-cockfight', dealerNameEn: 'Rafiq', dealerNameBn: 'রফিক', dealerPicture: null },
    ],
  });
  expect(httpCallOf(command)).toEqual({ method: 'PUT', path: '/ops/merchants/khela2/live-tables', body: { tables: (command as { tables: unknown }).tables } });
  expect(parseOperatorCommand(['live-tables', 'set', ''])).toEqual({ kind: 'live-tables', merchant: 'khela', tables: [] });
  expect(httpCallOf(parseOperatorCommand(['live-tables', 'show']))).toEqual({ method: 'GET', path: '/ops/merchants/khela/live-tables' });
  expect(() => parseOperatorCommand(['live-tables', 'set', 'house-baccarat=Ananya'])).toThrow(/needs GAME=EN NAME\|BN NAME/);
  expect(() => parseOperatorCommand(['live-tables', 'list'])).toThrow(/live-tables needs show, or set/);
});
