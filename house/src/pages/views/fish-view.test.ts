import { shootOutcome } from '../../games/fish/fish-engine';
import type { FishTarget } from '../../games/fish/fish-rules';
import type { ShownRound } from '../game-view';
import { scriptedDraws } from '../../testing/scripted-draws';
import { fishView } from './fish-view';


function shot(fish: FishTarget, stake: number, draws: number[]): ShownRound & { nonce: number } {
  const outcome = shootOutcome(scriptedDraws(draws), fish, stake);
  return { bet: { stake, fish }, result: { ...outcome }, payout: outcome.payout, nonce: 7 };
}

const EN = { lang: 'en' as const, currency: 'BDT' };
const BN = { lang: 'bn' as const, currency: 'BDT' };

// A ৳5 net (৳1.25 a fish): puti caught at 0 < 4,800; tengra escapes at 9,999; koi caught at 1,919 < 1,920; koi escapes at exactly 1,920.
const NET = shot('net', 500, [0, 0, 30, 9999, 55, 1919, 74, 1920]);

describe('the fish view', () => {
  it('shows every fish of a net, caught or escaped, with what each pays and the total', () => {
    const html = fishView.resultHtml(EN, NET);
    expect(NET.payout).toBe(250 + 625);
    expect(html.match(/id="result"/g)).toHaveLength(1);
    expect(html).toContain('৳1.25 on each fish');
    expect(html.match(/<li class="shot [a-z]+">.*?<\/li>/g)!.map((line) => line.replace(/<[^>]+>[^<]*<\/span> /, '').replace(/<[^>]+>/g, ''))).toEqual([
      'Puti caught! 2× — you win ৳2.50',
      'The Tengra got away.',
      'Koi caught! 5× — you win ৳6.25',
      'The Koi got away.',
    ]);
    expect(html.match(/class="shot (caught|escaped)"/g)).toEqual(['class="shot caught"', 'class="shot escaped"', 'class="shot caught"', 'class="shot escaped"']);
    expect(html).toContain('2 fish in the net — you win ৳8.75');
    expect(fishView.resultHtml(BN, NET)).toContain('পুঁটি ধরা পড়েছে! ২× — আপনি জিতেছেন ৳২.৫০');
  });

  it('says an empty net came up empty, and an aimed shot in one line', () => {
    expect(fishView.resultHtml(EN, shot('net', 100, [0, 9999, 0, 9999, 0, 9999, 0, 9999]))).toContain('The net came up empty.');
    const ilish = fishView.resultHtml(BN, shot('ilish', 2000, [191]));
    expect(ilish).toContain('ইলিশ ধরা পড়েছে! ৫০× — আপনি জিতেছেন ৳১,০০০.০০');
    expect(ilish).not.toContain('fish-summary');
    expect(fishView.resultHtml(EN, shot('ilish', 2000, [192]))).toContain('The Hilsa got away.');
  });

  it('lists each fish’s draws for the verification: the school number that picked it and the catch number against its limit', () => {
    const details = fishView.verifyDetailsHtml!(EN, NET);
    expect(details.match(/<li class="verify-shot">[^<]+<\/li>/g)).toEqual([
      '<li class="verify-shot">Fish 1 of 4 · School number 0 → Puti · Catch number 0 (0–9,999); caught below 4,800: caught</li>',
      '<li class="verify-shot">Fish 2 of 4 · School number 30 → Tengra · Catch number 9,999 (0–9,999); caught below 3,200: missed</li>',
      '<li class="verify-shot">Fish 3 of 4 · School number 55 → Koi · Catch number 1,919 (0–9,999); caught below 1,920: caught</li>',
      '<li class="verify-shot">Fish 4 of 4 · School number 74 → Koi · Catch number 1,920 (0–9,999); caught below 1,920: missed</li>',
    ]);
    // An aimed shot has no school number; the school's is out of 100 (mahseer: the last 2).
    expect(fishView.verifyDetailsHtml!(EN, shot('rui', 100, [42]))).toContain('>Catch number 42 (0–9,999); caught below 960: caught<');
    expect(fishView.verifyDetailsHtml!(BN, shot('school', 100, [99, 95]))).toContain('>ঝাঁকের সংখ্যা ৯৯ → সোনালি মহাশোল · ধরার সংখ্যা ৯৫');
  });

  it('writes a history row and the round’s JSON fields', () => {
    expect(fishView.historyText!(EN, NET)).toBe('Nonce 7: Net (4 small fish) — 2 of 4 caught, stake ৳5.00, paid ৳8.75');
    expect(fishView.historyText!(BN, NET)).toBe('ননস ৭: জাল (৪টি ছোট মাছ) — ৪টির মধ্যে ২টি ধরা, বাজি ৳৫.০০, পেয়েছেন ৳৮.৭৫');
    expect(fishView.roundJson!(NET)).toMatchObject({ target: 'net', caughtCount: 2, shots: [{ fish: 'puti', caught: true, roll: 0, catchBelow: 4800, payout: 250 }, {}, {}, {}] });
  });

  it('presets the radio group and stake from the last bet, or the defaults for a bet it does not offer', () => {
    const last = fishView.betFieldsHtml(EN, { stake: 2000, fish: 'boal' });
    expect(last.match(/ checked/g)).toHaveLength(1);
    expect(last).toMatch(/id="fish-boal" name="fish" value="boal" checked/);
    expect(last).toContain('<option value="2000" selected>');
    expect(last).toContain('Boal (20×) <small>catch chance 4.80%</small>');
    const defaults = fishView.betFieldsHtml(EN, { stake: 300, fish: 'shark' });
    expect(defaults).toMatch(/id="fish-school" name="fish" value="school" checked/);
    expect(defaults).toContain('<option value="500" selected>');
  });

  it('prints the fish table with every target’s exact return', () => {
    const rules = fishView.rulesHtml(EN, null);
    expect(rules).toContain('<th scope="row">Puti</th><td>2×</td><td>48.00% (4,800 / 10,000)</td><td>96.00%</td>');
    expect(rules).toContain('<th scope="row">Shoot the school</th><td>2×–100×</td><td>by fish</td><td>96.00%</td>');
    expect(rules).toContain('<th scope="row">Net (4 small fish)</th><td>2×–5× a fish</td><td>each fish alone</td><td>96.00%</td>');
    expect(rules).toContain('every target returns 24/25 = 96.00%');
  });
});
