import { fishGame } from '../../games/fish/fish-game';
import { type GameHarness, houseForEachTest } from '../../testing/game-harness';

const house: GameHarness = houseForEachTest();

interface Shot {
  fish: string;
  caught: boolean;
  roll: number;
  catchBelow: number;
  payout: number;
}

/** The game's own fields of a round's JSON answer. */
interface FishRound {
  result: { stakePerFish: number; shots: (Shot & { multiplier: number })[]; caughtCount: number; payout: number };
  target: string;
  shots: Shot[];
  caughtCount: number;
}

const openFish = (query: Record<string, string>) => house.open('house-fish', query);
const playJson = (page: string, body: string, language = 'en') => house.playJson<FishRound>(page, body, { language });
const { pageHtml, playForm, walletMoves } = house;

describe('Golden River Hunt through the house', () => {
  it('shows its page in Bengali by default: the target as a labelled radio group, the stakes, the fish table with the exact RTP', async () => {
    const html = await pageHtml(await openFish({ token: house.api.launch('khela_60', 100_000) }));
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('<h1>সোনালি নদীর শিকার</h1>');
    expect(html).toMatch(/<fieldset class="wide fish-targets">\s*<legend>লক্ষ্য<\/legend>/);
    for (const target of ['puti', 'tengra', 'koi', 'rui', 'boal', 'ilish', 'mahseer', 'school', 'net']) {
      expect(html).toMatch(new RegExp(`<label for="fish-${target}" class="fish-option"><input type="radio" id="fish-${target}" name="fish" value="${target}"`));
    }
    expect(html).toMatch(/id="fish-school" name="fish" value="school" checked/);
    expect(html).toContain('ধরার সম্ভাবনা ৪৮.০০%');
    expect(html).toContain('<option value="500" selected>৳৫.০০</option>');
    expect(html).toContain('২৪/২৫ = ৯৬.০০%');
    expect(html).toContain('<th scope="row">সোনালি মহাশোল</th><td>১০০×</td><td>০.৯৬% (৯৬ / ১০,০০০)</td><td>৯৬.০০%</td>');
    expect(html).toContain('id="play">গুলি ছুড়ুন</button>');
  });

  it('plays a real-money net: debit of the stake, a credit of what the caught fish pay, the result on the Bengali page', async () => {
    const { page, body } = await house.playFirstRound<FishRound>('house-fish', 'khela_61', 'stake=1000&fish=net');
    const round = body.round!;
    expect(round).toMatchObject({ gameCode: 'house-fish', stake: 1000, bet: { stake: 1000, fish: 'net' }, state: 'settled', nonce: 0, target: 'net' });
    // Four small fish share the ৳10: each caught one pays ৳2.50 times its multiplier.
    expect(round.result.stakePerFish).toBe(250);
    expect(round.shots).toHaveLength(4);
    for (const shot of round.result.shots) {
      expect(['puti', 'tengra', 'koi']).toContain(shot.fish);
      expect(shot.caught).toBe(shot.roll < shot.catchBelow);
      expect(shot.payout).toBe(shot.caught ? 250 * shot.multiplier : 0);
    }
    expect(round.payout).toBe(round.result.shots.reduce((sum, shot) => sum + shot.payout, 0));
    expect(round.caughtCount).toBe(round.result.shots.filter((shot) => shot.caught).length);
    expect(body.status).toBe(round.payout > 0 ? 'won' : 'lost');
    house.expectSettledWithKhela('khela_61', body);
    expect(body.resultHtml!.match(/<li class="shot (caught|escaped)">/g)).toHaveLength(4);
    expect(body.historyRowHtml).toContain(`Net (4 small fish) — ${round.caughtCount} of 4 caught, stake ৳10.00`);

    // Without script: the form post shows the shot on the Bengali page and keeps the bet.
    const html = await playForm(page, 'stake=200&fish=koi');
    expect(house.api.callsOf('bet')).toHaveLength(2);
    expect(html).toMatch(/<li class="shot (caught|escaped)"><span class="shot-mark" aria-hidden="true"><svg class="mark"[^>]*><path d="[^"]+"\/><\/svg><\/span> কই (ধরা পড়েছে! ৫× — আপনি জিতেছেন ৳১০\.০০|পালিয়ে গেছে।)<\/li>/);
    expect(html).toMatch(/id="fish-koi" name="fish" value="koi" checked/);
    expect(html).toContain('<option value="200" selected>');
    expect(html).toMatch(/ননস ১: কই \(৫×\) — ১টির মধ্যে [০১]টি ধরা, বাজি ৳২\.০০/);
  });

  it('plays free play on fun money without calling Khela', async () => {
    const page = await openFish({ token: house.api.launch('khela_62', 10_000, { funPlay: true }), funPlay: '1' });
    const { status, body } = await playJson(page, 'stake=2000&fish=mahseer');
    expect(status).toBe(200);
    const shot = body.round!.result.shots[0]!;
    expect(body.round!.payout).toBe(shot.caught ? 200_000 : 0);
    expect(body.balance).toBe(100_000 - 2000 + body.round!.payout);
    expect(house.api.calls).toHaveLength(0);
    expect(house.api.balanceOf('khela_62')).toBe(10_000);
  });

  it('refuses a bad stake or target with a translated 400, moving no money', async () => {
    const page = await openFish({ token: house.api.launch('khela_63', 100_000), language: 'en' });
    const bad = ['stake=500&fish=shark', 'stake=300&fish=puti', 'stake=500', 'fish=puti', 'stake=500&fish=puti&fish=koi', 'stake=500&fish=Net'];
    await house.expectRefusedBets(page, bad, 'Pick one of the offered costs per shot and a target (a fish, the school or the net).');
    const bengali = await playJson(page, 'stake=500&fish=whale', 'bn');
    expect(bengali.status).toBe(400);
    expect(bengali.body.message).toBe('দেওয়া গুলির দামগুলোর একটি এবং একটি লক্ষ্য (মাছ, ঝাঁক বা জাল) বেছে নিন।');
    expect(walletMoves()).toHaveLength(0);
  });

  it('verifies a round by its id once the seed is revealed, with the whole bet (stake and target)', async () => {
    const page = await openFish({ token: house.api.launch('khela_64', 100_000), language: 'en' });
    const school = (await playJson(page, 'stake=500&fish=school')).body.round!;
    const net = (await playJson(page, 'stake=2000&fish=net')).body.round!;
    const unrevealed = await pageHtml(`/verify?language=en&round=${net.id}`);
    expect(unrevealed).not.toContain('id="match"');
    const rotation = await house.rotate<{ revealed: { serverSeed: string; clientSeed: string } }>(page);
    const seeds = rotation.revealed;

    const expectedNet = fishGame.play({ ...seeds, nonce: 1 }, { stake: 2000, fish: 'net' });
    expect(expectedNet.payout).toBe(net.payout);
    const verified = await pageHtml(`/verify?language=en&round=${net.id}`);
    expect(verified).toContain('The computed result matches the recorded one.');
    expect(verified).toMatch(/id="fish-net" name="fish" value="net" checked/);
    expect(verified).toContain('<option value="2000" selected>');
    const draws = verified.match(/<li class="verify-shot">[^<]+<\/li>/g)!;
    expect(draws).toHaveLength(4);
    (expectedNet.result.shots as Shot[]).forEach((shot, i) => {
      expect(draws[i]).toContain(`Fish ${i + 1} of 4`);
      expect(draws[i]).toContain(`Catch number ${shot.roll.toLocaleString('en')} (0–9,999); caught below ${shot.catchBelow.toLocaleString('en')}: ${shot.caught ? 'caught' : 'missed'}`);
    });

    const schoolPage = await pageHtml(`/verify?language=bn&round=${school.id}`);
    expect(schoolPage).toContain('id="match"');
    expect(schoolPage).toMatch(/<li class="verify-shot">ঝাঁকের সংখ্যা [০-৯]+ → [^ ]+ · ধরার সংখ্যা/);

    // By hand, from the seeds and the bet's fields; a target that is not offered is a 400.
    const byHand = await fetch(`${house.running.url}/verify?${new URLSearchParams({ language: 'en', game: 'house-fish', ...seeds, nonce: '1', stake: '2000', fish: 'net' })}`);
    expect(byHand.status).toBe(200);
    expect((await byHand.text()).match(/<li class="verify-shot">[^<]+<\/li>/g)).toEqual(draws);
    const bad = await fetch(`${house.running.url}/verify?${new URLSearchParams({ language: 'en', game: 'house-fish', ...seeds, nonce: '1', stake: '2000', fish: 'shark' })}`);
    expect(bad.status).toBe(400);
  });
});
