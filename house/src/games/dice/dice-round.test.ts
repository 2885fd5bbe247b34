import { type GameHarness, houseForEachTest } from '../../testing/game-harness';
import { diceGame } from './dice-game';

const house: GameHarness = houseForEachTest();

/** Lucky Dice's own fields of a round's JSON answer. */
interface DiceRound {
  result: { roll: number; target: number; won: boolean; payout: number };
  roll: number;
}

/** A launch into Lucky Dice; the page path it redirected to. */
const openDice = (query: Record<string, string>) => house.open('house-dice', query);
const playJson = (page: string, body: string, route = 'round') => house.playJson<DiceRound>(page, body, { route });
const { pageHtml, playForm } = house;

describe('Lucky Dice through the house', () => {
  it('shows its page in Bengali by default: target field with its range, live odds, exact RTP, fair panel', async () => {
    const html = await pageHtml(await openDice({ token: house.api.launch('khela_40', 100_000) }));
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('লাকি ডাইস');
    expect(html).toContain('৳১,০০০.০০');
    expect(html).toMatch(/<label for="target">[^<]+<\/label>/);
    expect(html).toMatch(/<input type="number" id="target" name="target" min="2" max="98"[^>]* value="50"/);
    expect(html).toMatch(/<input type="range" id="target-range" min="2" max="98"[^>]* aria-label="[^"]+"[^>]* hidden>/);
    expect(html).toContain('<strong id="win-chance">৫০%</strong>');
    expect(html).toContain('<strong id="multiplier">×১.৯৮</strong>');
    expect(html).toContain('<strong id="win-amount">৳১৯.৮০</strong>');
    // ৳10 under 50: 9900 / 50 = 198 exactly, so exactly 99 %; the lowest offered bet, ৳1 under 78, returns 98.28 %.
    expect(html).toContain('<strong id="dice-rtp">৯৯.০০%</strong>');
    expect(html).toContain('৯৮.২৮%');
    expect(html).toMatch(/id="seed-hash">[0-9a-f]{64}</);
    expect(html).not.toContain('রয়্যাল');
  });

  it('plays a real-money round: debit of the stake, credit of stake × 99 / target when the roll is under it', async () => {
    const { page, body } = await house.playFirstRound<DiceRound>('house-dice', 'khela_41', 'stake=2000&target=30', { language: 'en' });
    const round = body.round!;
    expect(round).toMatchObject({ gameCode: 'house-dice', stake: 2000, bet: { stake: 2000, target: 30 }, state: 'settled', nonce: 0 });
    expect(round.result.won).toBe(round.result.roll < 3000);
    expect(round.payout).toBe(round.result.won ? 6600 : 0);
    expect(round.roll).toBe(round.result.roll);
    expect(body.status).toBe(round.result.won ? 'won' : 'lost');
    house.expectSettledWithKhela('khela_41', body);
    expect(body.resultHtml).toContain('id="result"');
    expect(body.historyRowHtml).toContain(`(under 30), stake ৳20.00, paid ${round.payout ? '৳66.00' : '৳0.00'}`);

    // The old address plays too.
    const again = await playJson(page, 'stake=100&target=98', 'spin');
    expect(again.status).toBe(200);
    expect(again.body.round!.nonce).toBe(1);
  });

  it('refuses a bad target or stake with a translated 400, moving no money', async () => {
    const page = await openDice({ token: house.api.launch('khela_42', 100_000), language: 'en' });
    const bad = ['stake=1000&target=99', 'stake=1000&target=1', 'stake=1000&target=abc', 'stake=1000', 'stake=999&target=50', 'stake=1000&target=50&target=60'];
    await house.expectRefusedBets(page, bad, 'Pick a whole-number target from 2 to 98 and one of the offered stakes.');
    expect(house.walletMoves()).toHaveLength(0);
  });

  it('plays free play on fun money without calling Khela, and keeps the bet after a form post without script', async () => {
    const page = await openDice({ token: house.api.launch('khela_43', 10_000, { funPlay: true }), funPlay: '1' });
    const { status, body } = await playJson(page, 'stake=5000&target=75');
    expect(status).toBe(200);
    expect(body.balance).toBe(100_000 - 5000 + body.round!.payout);
    expect(body.round!.payout).toBe(body.round!.result.won ? 6600 : 0);

    const html = await playForm(page, 'stake=200&target=12');
    expect(html).toMatch(/id="target" name="target"[^>]* value="12"/);
    expect(html).toContain('<option value="200" selected>');
    expect(html).toMatch(/<p class="roll( win)?" id="roll">[০-৯]+\.[০-৯]{2}<\/p>/);
    expect(html).toContain('(লক্ষ্য ১২-এর নিচে)');
    expect(house.api.calls).toHaveLength(0);
    expect(house.api.balanceOf('khela_43')).toBe(10_000);
  });

  it('verifies a dice round from its seeds once the server seed is revealed', async () => {
    const page = await openDice({ token: house.api.launch('khela_44', 100_000), language: 'en' });
    const { body } = await playJson(page, 'stake=1000&target=50');
    const rotation = await house.rotate<{ revealed: { serverSeed: string; clientSeed: string } }>(page);
    const expected = diceGame.play({ serverSeed: rotation.revealed.serverSeed, clientSeed: rotation.revealed.clientSeed, nonce: 0 }, { stake: 1000, target: 50 });
    expect(expected.payout).toBe(body.round!.payout);

    const verified = await pageHtml(`/verify?language=en&round=${body.round!.id}`);
    expect(verified).toContain('The computed result matches the recorded one.');
    expect(verified).toMatch(/id="target" name="target"[^>]* value="50"/);
    const roll = expected.result.roll as number;
    const shown = `${Math.floor(roll / 100)}.${String(roll % 100).padStart(2, '0')}`;
    expect(verified).toContain(`<span id="roll-value">${shown}</span>`);

    const byHand = await fetch(
      `${house.running.url}/verify?${new URLSearchParams({ language: 'en', game: 'house-dice', serverSeed: rotation.revealed.serverSeed, clientSeed: rotation.revealed.clientSeed, nonce: '0', stake: '1000', target: '50' })}`,
    );
    expect(byHand.status).toBe(200);
    expect(await byHand.text()).toContain(`<span id="roll-value">${shown}</span>`);
    const badTarget = await fetch(`${house.running.url}/verify?language=en&game=house-dice&serverSeed=x&clientSeed=y&nonce=0&stake=1000&target=99`);
    expect(badTarget.status).toBe(400);
  });
});
