import { envelope, testAppForFile } from '../../test/test-app';
import { consumeLaunchToken } from '../vendor-wallet/launch-tokens';
import { TRIAL_TYPE } from '../identity/members/member';
import type { FavouriteValue, GamesValue, LaunchValue, MemberGamesValue } from '@khela/contracts';
import { memberWithSession } from './games-test-kit';
import { DEMO_GAMES } from '../../seed/demo-games';

const t = testAppForFile();

type Method = 'GET' | 'POST' | 'DELETE';
const call = async <T>(method: Method, url: string, options: { token?: string; merchant?: string; payload?: object } = {}) => {
  const headers: Record<string, string> = { language: 'en' };
  if (options.token) headers.authorization = options.token;
  if (options.merchant) headers.merchant = options.merchant;
  const response = await t.app.inject({ method, url, headers, ...(options.payload ? { payload: options.payload } : {}) });
  return { status: response.statusCode, ...envelope<T>(response) };
};
const nodeOf = async (query: string, merchant?: string) =>
  (await call<GamesValue>('GET', `/lgw/games/games?${query}&pageSize=1`, { merchant })).value.games[0]!.nodeId;
/** Lets the member's throttle window pass without sleeping. */
const forgetLastToggle = (memberId: string) =>
  t.db.query("UPDATE favourite_toggle_clock SET last_toggle_at = last_toggle_at - interval '2 seconds' WHERE member_id = $1", [memberId]);

describe('favourites', () => {
  test('add, list, remove; visitors get 401', async () => {
    const member = await memberWithSession(t);
    const nodeId = await nodeOf('vassalage=KSLOT');
    expect((await call('POST', '/wps/game/favorites', { payload: { nodeId } })).status).toBe(401);
    expect((await call('GET', '/wps/game/favorites')).status).toBe(401);

    const added = await call<FavouriteValue>('POST', '/wps/game/favorites', { token: member.token, payload: { nodeId, vendor: 'KSLOT', gameType: 'RNG' } });
    expect(added).toMatchObject({ status: 200, value: { nodeId, favourite: true } });
    const list = await call<MemberGamesValue>('GET', '/wps/game/favorites?pageSize=999&gameType=RNG', { token: member.token });
    expect(list.value).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(list.value.content.map((g) => g.nodeId)).toEqual([nodeId]);
    expect((await call<MemberGamesValue>('GET', '/wps/game/favorites?gameType=LIVE', { token: member.token })).value.content).toEqual([]);

    await forgetLastToggle(member.id);
    const removed = await call<FavouriteValue>('DELETE', `/wps/game/favorites?nodeId=${nodeId}`, { token: member.token });
    expect(removed).toMatchObject({ status: 200, value: { nodeId, favourite: false } });
    expect((await call<MemberGamesValue>('GET', '/wps/game/favorites', { token: member.token })).value.content).toEqual([]);
  });

  test('one toggle per 1000 ms per member: the second is a translated 429, other members are free', async () => {
    const member = await memberWithSession(t);
    const other = await memberWithSession(t);
    const nodeId = await nodeOf('vassalage=KREEL');
    expect((await call('POST', '/wps/game/favorites', { token: member.token, payload: { nodeId } })).status).toBe(200);
    const tooFast = await call('DELETE', `/wps/game/favorites?nodeId=${nodeId}`, { token: member.token });
    expect(tooFast).toMatchObject({ status: 429, errorCode: 'games.favourite.tooFast', message: 'Please wait a moment before changing your favourites again.' });
    expect((await call('POST', '/wps/game/favorites', { token: other.token, payload: { nodeId } })).status).toBe(200);
    // The refused toggle changed nothing: the favourite is still there, and a refused add adds nothing.
    const otherNode = await nodeOf('vassalage=KJACK');
    expect((await call('POST', '/wps/game/favorites', { token: member.token, payload: { nodeId: otherNode } })).status).toBe(429);
    const kept = await call<MemberGamesValue>('GET', '/wps/game/favorites', { token: member.token });
    expect(kept.value.content.map((g) => g.nodeId)).toEqual([nodeId]);
    // Racing toggles: exactly one passes.
    await forgetLastToggle(member.id);
    const raced = await Promise.all([1, 2, 3].map(() => call('DELETE', `/wps/game/favorites?nodeId=${nodeId}`, { token: member.token })));
    expect(raced.map((r) => r.status).sort()).toEqual([200, 429, 429]);
  });

  test('after 1000 ms the next toggle is accepted (real time, no clock tricks)', async () => {
    const member = await memberWithSession(t);
    const nodeId = await nodeOf('vassalage=KFISH');
    expect((await call('POST', '/wps/game/favorites', { token: member.token, payload: { nodeId } })).status).toBe(200);
    expect((await call('DELETE', `/wps/game/favorites?nodeId=${nodeId}`, { token: member.token })).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect((await call('DELETE', `/wps/game/favorites?nodeId=${nodeId}`, { token: member.token })).status).toBe(200);
    expect((await call<MemberGamesValue>('GET', '/wps/game/favorites', { token: member.token })).value.content).toEqual([]);
  });

  test('a game the brand does not show cannot be added; the favourite hides when the game goes off', async () => {
    const member = await memberWithSession(t, { merchant: 'khela2' });
    const kcard = await nodeOf('gameType=PVP&vassalage=KCARD');
    expect(await call('POST', '/wps/game/favorites', { token: member.token, merchant: 'khela2', payload: { nodeId: kcard } })).toMatchObject({ status: 404, errorCode: 'games.game.notFound' });
    await forgetLastToggle(member.id);
    const kslot = await nodeOf('vassalage=KSLOT', 'khela2');
    expect((await call('POST', '/wps/game/favorites', { token: member.token, merchant: 'khela2', payload: { nodeId: kslot } })).status).toBe(200);
    await t.db.query('INSERT INTO merchant_games (merchant_code, node_id, enabled) VALUES ($1, $2, false)', ['khela2', kslot]);
    expect((await call<MemberGamesValue>('GET', '/wps/game/favorites', { token: member.token, merchant: 'khela2' })).value.content).toEqual([]);
    await t.db.query('DELETE FROM merchant_games WHERE merchant_code = $1', ['khela2']);
  });
});

describe('launchGame', () => {
  let houseGame: number;
  beforeAll(async () => {
    // The house-games issue brings the real HOUSE games; one stands in for them here.
    const [row] = await t.db.query<{ node_id: number }>(
      `INSERT INTO games (game_id, game_code, vendor_code, game_type, icon_name, name_bn, name_en, trial_supported)
       VALUES ('HOUSE-dice', 'dice', 'HOUSE', 'RNG', 'dice', 'ছক্কা', 'Dice', true) RETURNING node_id`,
    );
    houseGame = row!.node_id;
  });
  const launch = (payload: object, options: { token?: string; merchant?: string } = {}) =>
    call<LaunchValue>('POST', '/wps/game/launchGame', { ...options, payload });

  test('visitors get 401; trial accounts get 403 account.trial unless they ask for a free trial', async () => {
    expect(await launch({ nodeId: houseGame })).toMatchObject({ status: 401, errorCode: 'login.not.session' });
    expect(await launch({ nodeId: houseGame, freeTrial: true })).toMatchObject({ status: 401, errorCode: 'login.not.session' });
    const trial = await memberWithSession(t, { type: TRIAL_TYPE });
    expect(await launch({ nodeId: houseGame }, { token: trial.token })).toMatchObject({ status: 403, errorCode: 'account.trial' });
    expect(await launch({ nodeId: houseGame, freeTrial: false }, { token: trial.token })).toMatchObject({ status: 403, errorCode: 'account.trial' });
  });

  test('a trial account plays free trials with fun money: a funPlay token, nothing debited', async () => {
    const trial = await memberWithSession(t, { type: TRIAL_TYPE });
    const answer = await launch({ nodeId: houseGame, freeTrial: true }, { token: trial.token });
    expect(answer).toMatchObject({ status: 200, value: { freeTrial: true, vassalage: 'HOUSE' } });
    const url = new URL(answer.value.url);
    expect(url.searchParams.get('funPlay')).toBe('1');
    expect(await consumeLaunchToken(t.db, 'HOUSE', url.searchParams.get('token')!)).toMatchObject({ memberId: trial.id, funPlay: true });
    // A game without a free trial stays closed to it.
    expect(await launch({ vendor: 'KSPORT', gameCode: 'sports-lobby', freeTrial: true }, { token: trial.token })).toMatchObject({
      status: 400,
      errorCode: 'games.freeTrial.unavailable',
    });
  });

  test('every demo vendor but the lottery ones can be launched: the sandbox plays them', async () => {
    const member = await memberWithSession(t);
    const firstGames = new Map<string, string>();
    for (const game of DEMO_GAMES) if (!firstGames.has(game.vendorCode)) firstGames.set(game.vendorCode, game.gameCode);
    for (const [vendor, gameCode] of firstGames) {
      const answer = await launch({ vendor, gameCode }, { token: member.token });
      if (['KELOTT', 'TCG_LOTTO_VN', 'TCG_SEA'].includes(vendor)) {
        expect([vendor, answer.status, answer.errorCode]).toEqual([vendor, 503, 'games.vendor.unavailable']);
        continue;
      }
      expect([vendor, answer.status]).toEqual([vendor, 200]);
      const url = new URL(answer.value.url);
      expect(url.origin + url.pathname).toBe(`http://127.0.0.1:8090/vendor/play/${vendor}`);
      expect(answer.value.wallet).toEqual(['KSPORT', 'IMES'].includes(vendor) ? { mode: 'transfer', code: vendor } : { mode: 'seamless', code: 'MAIN' });
    }
  });

  test("a vendor launched through the brand's launch hosts (a path launch address) gets the path back, for the site to put a host in front (SPEC §7)", async () => {
    const member = await memberWithSession(t);
    const [{ launch_url: before } = { launch_url: '' }] = await t.db.query<{ launch_url: string }>("SELECT launch_url FROM vendor_launch_settings WHERE vendor_code = 'HOUSE'");
    await t.db.query("UPDATE vendor_launch_settings SET launch_url = '/house/play' WHERE vendor_code = 'HOUSE'");
    try {
      const answer = await launch({ nodeId: houseGame, language: 'en' }, { token: member.token });
      expect(answer.status).toBe(200);
      expect(answer.value.url).toMatch(/^\/house\/play\?gameCode=dice&language=en&currency=BDT&token=[^&]+/);
    } finally {
      await t.db.query("UPDATE vendor_launch_settings SET launch_url = $1 WHERE vendor_code = 'HOUSE'", [before]);
    }
  });

  test('a member gets the vendor URL with language, currency, a one-time token and backUrl; the game becomes recent', async () => {
    const member = await memberWithSession(t);
    const answer = await launch({ nodeId: houseGame, language: 'bn', device: 'mobile', backUrl: 'https://khela.example/rng' }, { token: member.token });
    expect(answer.status).toBe(200);
    expect(answer.value).toMatchObject({ nodeId: houseGame, vassalage: 'HOUSE', gameCode: 'dice', freeTrial: false, wallet: { mode: 'seamless', code: 'MAIN' } });
    const url = new URL(answer.value.url);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8100/play');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ gameCode: 'dice', language: 'bn', currency: 'BDT', device: 'mobile', backUrl: 'https://khela.example/rng' });
    const grant = await consumeLaunchToken(t.db, 'HOUSE', url.searchParams.get('token')!);
    expect(grant).toMatchObject({ merchantCode: 'khela', memberId: member.id, language: 'bn', funPlay: false });
    expect(await consumeLaunchToken(t.db, 'HOUSE', url.searchParams.get('token')!)).toBeNull();
    const recent = await call<MemberGamesValue>('GET', '/wps/game/recent', { token: member.token });
    expect(recent.value.content.map((g) => g.nodeId)).toEqual([houseGame]);
  });

  test('by vendor and game code; a transfer-mode vendor names its game wallet', async () => {
    const member = await memberWithSession(t);
    const answer = await launch({ vendor: 'KSPORT', gameCode: 'sports-lobby' }, { token: member.token });
    expect(answer.value).toMatchObject({ vassalage: 'KSPORT', wallet: { mode: 'transfer', code: 'KSPORT' } });
    expect(await launch({ vendor: 'KSPORT' }, { token: member.token })).toMatchObject({ status: 400, errorCode: 'games.launch.gameRequired' });
  });

  test('free trial only where the vendor and the game offer it', async () => {
    const member = await memberWithSession(t);
    const trial = await launch({ nodeId: houseGame, freeTrial: true }, { token: member.token });
    expect(trial.value.freeTrial).toBe(true);
    const url = new URL(trial.value.url);
    expect(url.searchParams.get('funPlay')).toBe('1');
    expect(await consumeLaunchToken(t.db, 'HOUSE', url.searchParams.get('token')!)).toMatchObject({ funPlay: true });
    const sports = await launch({ vendor: 'KSPORT', gameCode: 'sports-lobby', freeTrial: true }, { token: member.token });
    expect(sports).toMatchObject({ status: 400, errorCode: 'games.freeTrial.unavailable' });
  });

  test('switched off, not offered, vendor tiles, bad back links and vendors without a wallet are refused', async () => {
    const member = await memberWithSession(t);
    await t.db.query('INSERT INTO merchant_games (merchant_code, node_id, enabled) VALUES ($1, $2, false)', ['khela', houseGame]);
    expect(await launch({ nodeId: houseGame }, { token: member.token })).toMatchObject({ status: 404, errorCode: 'games.game.notFound' });
    await t.db.query('DELETE FROM merchant_games WHERE node_id = $1', [houseGame]);
    expect((await launch({ nodeId: 99_999_999 }, { token: member.token })).status).toBe(404);
    const khela2 = await memberWithSession(t, { merchant: 'khela2' });
    expect((await launch({ vendor: 'IMES', gameCode: 'esports-arena-lobby' }, { token: khela2.token, merchant: 'khela2' })).status).toBe(404);
    const tile = (await call<GamesValue>('GET', '/lgw/games/games?gameType=RNG&pageSize=100')).value.games.find((g) => g.isGame === 'VASSALAGE')!;
    expect(await launch({ nodeId: tile.nodeId }, { token: member.token })).toMatchObject({ status: 400, errorCode: 'games.launch.vendorList' });
    expect(await launch({ nodeId: houseGame, backUrl: 'javascript:alert(1)' }, { token: member.token })).toMatchObject({ status: 400, errorCode: 'games.launch.backUrl' });
    // A vendor whose wallet is switched off cannot take players: no token can be issued for it.
    await t.db.query("UPDATE vendor_wallets SET enabled = false WHERE vendor_code = 'KSLOT'");
    expect(await launch({ vendor: 'KSLOT', gameCode: 'golden-tiger' }, { token: member.token })).toMatchObject({ status: 503, errorCode: 'games.vendor.unavailable' });
    await t.db.query("UPDATE vendor_wallets SET enabled = true WHERE vendor_code = 'KSLOT'");
  });
});
