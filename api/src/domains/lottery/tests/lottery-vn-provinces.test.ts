import { deriveLotteryResult, lotteryDrawKey } from '@khela/contracts/lottery';
import { testAppForFile } from '../../../test/test-app';
import { seedDemoLotteryHistory } from '../../../seed/demo-lottery';
import { listGames, upsertGame, VN_PROVINCE_GAMES } from '../lottery-games';
import { localParts, VN_PROVINCES } from '../lottery-schedule';
import { balanceOf, call, fundedMember, place } from './lottery-kit';

/** One game per South and Central province company, on its weekdays (docs/lottery.md "Engine"); the VN menu by region, today's draws first. */
const t = testAppForFile();

const VN = 'Asia/Ho_Chi_Minh';
const weekdaysOf = (schedule: string) => schedule.split(' ')[4]!.split(',').map(Number);

interface MenuGame { gameCode: string; name: string; province: string | null; drawsToday: boolean; nextDraw: { drawId: string; closesAt: string; drawAt: string } | null }
interface MenuGroup { groupCode: string; groupName: string; gameMenus: MenuGame[] }

test('every South and Central province of the calendar is its own game on exactly its weekdays; the regional games are gone', async () => {
  const games = await listGames(t.db, 'khela');
  const byCode = new Map(games.map((g) => [g.gameCode, g]));
  expect(byCode.get('vn_south_hcm')).toMatchObject({ kind: 'vn_south', timezone: VN, schedule: '15 16 * * 1,6', nameEn: 'Vietnam South · TP. Hồ Chí Minh', nameBn: 'ভিয়েতনাম দক্ষিণ · TP. Hồ Chí Minh', enabled: true });
  expect(byCode.get('vn_central_dng')).toMatchObject({ kind: 'vn_central', schedule: '15 17 * * 3,6', nameEn: 'Vietnam Central · Đà Nẵng' });
  expect(byCode.has('vn_south')).toBe(false);
  expect(byCode.has('vn_central')).toBe(false);
  expect(byCode.get('vn_north')).toMatchObject({ schedule: '15 18 * * *' });
  for (const region of ['vn_south', 'vn_central'] as const) {
    const provinceGames = games.filter((g) => g.kind === region);
    for (const game of provinceGames) expect(game.gameCode).toMatch(new RegExp(`^${region}_[a-z]+$`));
    for (let weekday = 0; weekday < 7; weekday++) {
      const drawing = provinceGames.filter((g) => weekdaysOf(g.schedule).includes(weekday)).map((g) => g.nameEn.split(' · ')[1]).sort();
      expect([region, weekday, drawing]).toEqual([region, weekday, [...VN_PROVINCES[region][weekday]!].sort()]);
    }
  }
  // Each is in the catalogue under the VN vendor, prize mode LOTT.
  const [catalogue] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM games WHERE vendor_code = 'TCG_LOTTO_VN' AND game_type = 'LOTT' AND game_code LIKE 'vn\\_%\\_%'");
  expect(catalogue!.n).toBeGreaterThanOrEqual(games.filter((g) => g.kind === 'vn_south' || g.kind === 'vn_central').length);
});

test('a demo database seeded before the province games gets their past draws once, and only theirs', async () => {
  await t.db.query("INSERT INTO seed_markers (name) VALUES ('demo-lottery-history-v1')");
  const now = new Date();
  expect(await seedDemoLotteryHistory(t.db, now)).toBe(true);
  expect(await seedDemoLotteryHistory(t.db, now)).toBe(false);
  const drawn = await t.db.query<{ gameCode: string }>(
    `SELECT DISTINCT game_code AS "gameCode" FROM lottery_draws
      WHERE merchant_code = 'khela' AND status = 'settled' AND draw_at <= $1::timestamptz AND draw_at > $1::timestamptz - interval '8 days' AND game_code LIKE 'vn\\_%'`,
    [now],
  );
  expect(drawn.map((d) => d.gameCode).sort()).toEqual(VN_PROVINCE_GAMES.map((g) => g.gameCode).sort());
});

test('the VN menu: Miền Bắc, Miền Nam, Miền Trung, Fast; within a region today\'s draws first, then by next draw', async () => {
  await t.app.lottery.advance(new Date(), 'khela');
  const menu = await call<MenuGroup[]>(t.app, 'GET', '/lgw/lottery/vn-menu?prizeMode=LOTT&device=WEB');
  expect(menu.status).toBe(200);
  expect(menu.value.map((g) => g.groupCode)).toEqual(['north', 'south', 'central', 'fast']);
  expect(menu.value.map((g) => g.groupName)).toEqual(['Miền Bắc (North)', 'Miền Nam (South)', 'Miền Trung (Central)', 'Fast']);
  const today = localParts(new Date(), VN).weekday;
  for (const [groupCode, region] of [['south', 'vn_south'], ['central', 'vn_central']] as const) {
    const group = menu.value.find((g) => g.groupCode === groupCode)!;
    const todays = VN_PROVINCES[region][today]!;
    expect(group.gameMenus.slice(0, todays.length).map((g) => g.province).sort()).toEqual([...todays].sort());
    expect(group.gameMenus.map((g) => g.drawsToday)).toEqual(group.gameMenus.map((_, i) => i < todays.length));
    const rest = group.gameMenus.slice(todays.length);
    for (const game of group.gameMenus) expect(game.nextDraw).not.toBeNull();
    expect(rest.map((g) => g.nextDraw!.drawAt)).toEqual(rest.map((g) => g.nextDraw!.drawAt).sort());
    for (const game of rest) expect(localParts(new Date(game.nextDraw!.drawAt), VN).date).not.toBe(localParts(new Date(), VN).date);
  }
  const north = menu.value[0]!.gameMenus;
  expect(north.map((g) => g.gameCode)).toEqual(['vn_north']);
  expect(north[0]!.drawsToday).toBe(true);
  expect(north[0]!.name).toMatch(/^Vietnam North \(.+\)$/);
  const bn = await call<MenuGroup[]>(t.app, 'GET', '/lgw/lottery/vn-menu', { language: 'bn' });
  expect(bn.value[1]!.groupName).toBe('Miền Nam (দক্ষিণ)');
  expect(bn.value[1]!.gameMenus[0]!.name).toMatch(/^ভিয়েতনাম দক্ষিণ · /);
});

test('a province game draws only on its weekdays, each draw its own M1 result from its own seed', async () => {
  // Sunday 7 March 2027, noon in Vietnam: TP. Hồ Chí Minh draws next on Monday and Saturday, never between.
  const sunday = new Date('2027-03-07T12:00:00+07:00');
  await t.app.lottery.advance(sunday, 'khela');
  const draws = async (gameCode: string) =>
    t.db.query<{ id: string; drawNo: string; drawAt: Date; status: string; seed: string; result: { tiers: Array<{ numbers: string[] }> } | null }>(
      'SELECT id::text, draw_no AS "drawNo", draw_at AS "drawAt", status, seed, result FROM lottery_draws WHERE merchant_code = $1 AND game_code = $2 AND draw_at > $3::timestamptz ORDER BY draw_at',
      ['khela', gameCode, sunday],
    );
  const hcm = await draws('vn_south_hcm');
  expect(hcm.map((d) => [d.drawNo, localParts(new Date(d.drawAt), VN).time])).toEqual([['2027-03-08', '16:15'], ['2027-03-13', '16:15']]);
  expect((await draws('vn_central_dng')).map((d) => d.drawNo)).toEqual(['2027-03-10', '2027-03-13']);

  // Monday 16:16: Hồ Chí Minh and Đồng Tháp have drawn (18 prizes each, independent), Bến Tre (Tuesday) has not.
  await t.app.lottery.advance(new Date('2027-03-08T16:16:00+07:00'), 'khela');
  const [monday] = await draws('vn_south_hcm');
  expect(monday!.status).toBe('settled');
  expect(monday!.result).toEqual(deriveLotteryResult('vn_south', monday!.seed, lotteryDrawKey('vn_south_hcm', '2027-03-08')));
  expect(monday!.result!.tiers.flatMap((tier) => tier.numbers)).toHaveLength(18);
  const [dongThap] = await draws('vn_south_dt');
  expect(dongThap!.drawNo).toBe('2027-03-08');
  expect(dongThap!.seed).not.toBe(monday!.seed);
  expect(dongThap!.result).not.toEqual(monday!.result);
  const benTre = await draws('vn_south_btr');
  expect(benTre.map((d) => [d.drawNo, d.status])).toEqual([['2027-03-09', 'open'], ['2027-03-16', 'scheduled']]);
  for (const d of await draws('vn_south_hcm')) expect([1, 6]).toContain(localParts(new Date(d.drawAt), VN).weekday);
});

test('retiring a regional game never strands a bet: no new draws, its open bet settles, then it is switched off and its provinces are there', async () => {
  // A database from before the province games: regional vn_south (with a bet on an open draw) and vn_central (none), a province game missing.
  const regional = { timezone: VN, schedule: '15 16 * * *', nameEn: 'Vietnam South', nameBn: 'ভিয়েতনাম দক্ষিণ' };
  await upsertGame(t.db, 'khela', { gameCode: 'vn_south', kind: 'vn_south', ...regional });
  await upsertGame(t.db, 'khela', { gameCode: 'vn_central', kind: 'vn_central', ...regional, schedule: '15 17 * * *', nameEn: 'Vietnam Central' });
  await t.db.query("DELETE FROM lottery_games WHERE merchant_code = 'khela' AND game_code = 'vn_central_kt'");
  const now = Date.now();
  const drawAt = new Date(Math.ceil((now + 2 * 3_600_000) / 60_000) * 60_000);
  const [{ id } = { id: '' }] = await t.db.query<{ id: string }>(
    `INSERT INTO lottery_draws (merchant_code, game_code, draw_no, opens_at, closes_at, draw_at, status, seed, seed_hash)
     VALUES ('khela', 'vn_south', 'retire-1', $1, $2, $3, 'open', repeat('ab', 32), 'x') RETURNING id::text`,
    [new Date(now - 60_000), new Date(drawAt.getTime() - 15 * 60_000), drawAt],
  );
  const member = await fundedMember(t, 100);
  expect((await place(t.app, member, 'vn_south', id, [{ betType: 'lo2', selection: ['27'], stake: 1_000 }])).status).toBe(200);
  expect(await balanceOf(t, member)).toEqual({ balance: 10_000, held: 1_000 });

  // The minute's advance: vn_central (no open bet) is off, vn_south stays on for its bet but makes no new draw; the missing province is back.
  await t.app.lottery.advance(new Date(now), 'khela');
  const enabled = async () => Object.fromEntries((await listGames(t.db, 'khela')).map((g) => [g.gameCode, g.enabled]));
  expect(await enabled()).toMatchObject({ vn_south: true, vn_central: false, vn_central_kt: true });
  const regionalDraws = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM lottery_draws WHERE merchant_code = 'khela' AND game_code = 'vn_south'"))[0]!.n;
  expect(await regionalDraws()).toBe(1);
  const menu = await call<MenuGroup[]>(t.app, 'GET', '/lgw/lottery/vn-menu');
  expect(menu.value.flatMap((g) => g.gameMenus.map((m) => m.gameCode))).not.toContain('vn_central');

  // Its draw comes: drawn, the bet settled (paid or lost, never held), and the game switched off with its catalogue entry.
  await t.app.lottery.advance(new Date(drawAt.getTime() + 60_000), 'khela');
  const [bet] = await t.db.query<{ status: string; payout: string | null }>("SELECT status, payout::text FROM lottery_bets WHERE draw_id = $1", [id]);
  expect(['won', 'lost']).toContain(bet!.status);
  expect((await balanceOf(t, member)).held).toBe(0);
  expect(await enabled()).toMatchObject({ vn_south: false, vn_central: false });
  expect(await regionalDraws()).toBe(1);
  const switchedOff = await t.db.query<{ gameCode: string }>(
    "SELECT g.game_code AS \"gameCode\" FROM merchant_games m JOIN games g USING (node_id) WHERE m.merchant_code = 'khela' AND NOT m.enabled AND g.vendor_code = 'TCG_LOTTO_VN' ORDER BY 1",
  );
  expect(switchedOff.map((r) => r.gameCode)).toEqual(['vn_central', 'vn_south']);
});
