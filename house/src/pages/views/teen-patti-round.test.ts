import { teenPattiGame } from '../../games/teen-patti/teen-patti-game';
import { TEEN_PATTI_TEXTS } from '../../games/teen-patti/teen-patti-texts';
import { type GameHarness, houseForEachTest } from '../../testing/game-harness';

const house: GameHarness = houseForEachTest();

interface Seat {
  cards: string[];
  hand: { category: string; ranks: string[]; key: number };
}

/** The game's own fields of a round's JSON answer. */
interface TeenPattiRound {
  result: { draws: number[]; player: Seat; dealer: Seat; winner: 'player' | 'dealer' | 'tie' };
  player: string[];
  dealer: string[];
  winner: string;
}

const openTeenPatti = (query: Record<string, string>) => house.open('house-teen-patti', query);
const playJson = (page: string, body: string, language = 'en') => house.playJson<TeenPattiRound>(page, body, { language });
const { pageHtml, playForm, walletMoves } = house;

/** What an ante returns: 1.95× on a win, the ante on a tie, nothing on a loss. */
const expectedPayout = (stake: number, winner: string) => (winner === 'player' ? (stake * 195) / 100 : winner === 'tie' ? stake : 0);

describe('Teen Patti through the house', () => {
  it('shows its page in Bengali by default: the ante, the hand ranking, the returns and the exact RTP', async () => {
    const html = await pageHtml(await openTeenPatti({ token: house.api.launch('khela_70', 100_000) }));
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('<h1>তিন পাত্তি হাউস</h1>');
    expect(html).toMatch(/<label for="stake">অ্যান্টি \(বাজি\)<select id="stake" name="stake"><option value="1000" selected>৳১০\.০০<\/option>/);
    expect(html).toContain('ঠিক ৯৭.৫০%');
    expect(html).toContain('<th scope="row">ট্রেল (তিনটি একই)</th><td>A♠ A♥ A♦</td>');
    // The returns on the preset ৳10 ante: ৳19.50 on a win, ৳10 on a tie.
    expect(html).toContain('<td>অ্যান্টির ১.৯৫ গুণ</td><td>৳১৯.৫০</td>');
    expect(html).toContain('<td>অ্যান্টি ফেরত</td><td>৳১০.০০</td>');
    expect(html).toContain('id="play">তাস দিন</button>');
  });

  it('plays a real-money deal: debit of the ante, credit of what the winner earns, both hands on the Bengali page', async () => {
    const { page, body } = await house.playFirstRound<TeenPattiRound>('house-teen-patti', 'khela_71', 'stake=5000');
    const round = body.round!;
    expect(round).toMatchObject({ gameCode: 'house-teen-patti', stake: 5000, bet: { stake: 5000 }, state: 'settled', nonce: 0 });
    const { player, dealer, winner } = round.result;
    expect(round.winner).toBe(winner);
    expect(winner).toBe(player.hand.key > dealer.hand.key ? 'player' : player.hand.key < dealer.hand.key ? 'dealer' : 'tie');
    expect(round.payout).toBe(expectedPayout(5000, winner));
    expect(new Set([...player.cards, ...dealer.cards]).size).toBe(6);
    expect(round.player).toEqual(player.cards);
    house.expectSettledWithKhela('khela_71', body);
    expect(body.resultHtml!.match(/class="card( red)?" role="img"/g)).toHaveLength(6);

    // Without script: the form post's page shows both hands, named, in Bengali.
    const html = await playForm(page, 'stake=2000');
    const [, bet] = house.api.callsOf('bet');
    const [, win] = house.api.callsOf('win');
    expect(bet!.body).toMatchObject({ amount: 2000 });
    const said = { 3900: 'আপনার হাত ভালো — আপনি পেলেন ৳৩৯.০০', 2000: 'টাই — আপনার বাজি ৳২০.০০ ফেরত', 0: 'ডিলারের হাত ভালো — এবার হলো না।' }[win!.body.amount as number];
    expect(html).toContain(`<p class="tp-outcome"><strong>${said}</strong></p>`);
    expect(html).toContain('<option value="2000" selected>');
    expect(html.match(/class="card( red)?" role="img" aria-label="[^"]+"/g)).toHaveLength(6);
    expect(html).toMatch(/<p class="hand-name">[^<]+<\/p>/);
    expect(html).toMatch(/ননস ১: আপনি .+, ডিলার .+ — (আপনি জিতেছেন|টাই|ডিলার জিতেছে); বাজি ৳২০\.০০/);
  });

  it('plays free play on fun money without calling Khela', async () => {
    const page = await openTeenPatti({ token: house.api.launch('khela_72', 10_000, { funPlay: true }), funPlay: '1' });
    const { status, body } = await playJson(page, 'stake=50000');
    expect(status).toBe(200);
    expect(body.round!.payout).toBe(expectedPayout(50_000, body.round!.result.winner));
    expect(body.balance).toBe(100_000 - 50_000 + body.round!.payout);
    expect(house.api.calls).toHaveLength(0);
    expect(house.api.balanceOf('khela_72')).toBe(10_000);
  });

  it('refuses an ante that is not offered with a translated 400, moving no money', async () => {
    const page = await openTeenPatti({ token: house.api.launch('khela_73', 100_000), language: 'en' });
    await house.expectRefusedBets(page, ['stake=1500', 'stake=100', 'stake=abc', '', 'stake=1000&stake=2000', 'stake=-1000'], 'Pick one of the offered antes.');
    expect((await playJson(page, 'stake=7', 'bn')).body.message).toBe('দেওয়া অ্যান্টিগুলোর একটি বেছে নিন।');
    expect(walletMoves()).toHaveLength(0);
  });

  it('verifies a deal by its id once the seed is revealed: the six draws and both hands', async () => {
    const page = await openTeenPatti({ token: house.api.launch('khela_74', 100_000), language: 'en' });
    const round = (await playJson(page, 'stake=10000')).body.round!;
    const rotation = await house.rotate<{ revealed: { serverSeed: string; clientSeed: string } }>(page);
    const seeds = rotation.revealed;
    const expected = teenPattiGame.play({ ...seeds, nonce: 0 }, { stake: 10_000 });
    expect(expected.payout).toBe(round.payout);
    const draws = expected.result.draws as number[];

    const verified = await pageHtml(`/verify?language=en&round=${round.id}`);
    expect(verified).toContain('The computed result matches the recorded one.');
    expect(verified).toContain('<option value="10000" selected>');
    expect(verified).toContain(`Shuffle draws: ${draws.join(', ')}`);
    const lines = verified.match(/<li>Draw \d: [^<]+<\/li>/g)!;
    expect(lines).toHaveLength(6);
    const label = TEEN_PATTI_TEXTS.en.cardLabel;
    lines.forEach((line, i) => {
      const seat = i % 2 === 0 ? round.result.player : round.result.dealer;
      expect(line).toBe(`<li>Draw ${i + 1}: ${draws[i]} of 0–${51 - i} → ${label(seat.cards[Math.floor(i / 2)]!)} (${i % 2 === 0 ? 'You' : 'Dealer'})</li>`);
    });

    const byHand = await fetch(`${house.running.url}/verify?${new URLSearchParams({ language: 'en', game: 'house-teen-patti', ...seeds, nonce: '0', stake: '10000' })}`);
    expect(byHand.status).toBe(200);
    expect((await byHand.text()).match(/<li>Draw \d: [^<]+<\/li>/g)).toEqual(lines);
    const bad = await fetch(`${house.running.url}/verify?${new URLSearchParams({ language: 'en', game: 'house-teen-patti', ...seeds, nonce: '0', stake: '999' })}`);
    expect(bad.status).toBe(400);
  });
});
