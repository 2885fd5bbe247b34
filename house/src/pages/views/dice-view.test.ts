import { runInNewContext } from 'node:vm';
import { multiplierText, winPayout } from '../../games/dice/dice-engine';
import { DICE_STAKES, MAX_TARGET, MIN_TARGET } from '../../games/dice/dice-rules';
import { diceRtp, exactPercent } from '../../games/dice/dice-rtp';
import type { Language } from '../../sessions/session-repo';
import { localDigits, money } from '../page-texts';
import { diceView } from './dice-view';

/** Just enough of a page for the view's script: elements by id, values, text, listeners. */
function fakePage(ids: string[]) {
  const elements = new Map(
    ids.map((id) => {
      const listeners: Record<string, (() => void)[]> = {};
      const element = {
        value: '',
        textContent: '',
        hidden: true,
        addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
        fire: (type: string) => (listeners[type] ?? []).forEach((listener) => listener()),
      };
      return [id, element] as const;
    }),
  );
  return { elements, document: { getElementById: (id: string) => elements.get(id) ?? null } };
}

const IDS = ['target', 'target-range', 'stake', 'win-chance', 'multiplier', 'win-amount', 'dice-rtp'];

describe('the dice page’s script', () => {
  it.each<Language>(['bn', 'en'])('shows the slider and keeps the odds and exact RTP in step with the server’s figures (%s)', (lang) => {
    const { elements, document } = fakePage(IDS);
    const el = (id: string) => elements.get(id)!;
    el('target').value = '50';
    el('stake').value = '1000';
    runInNewContext(diceView.script!({ lang, currency: 'BDT' }), { document });
    expect(el('target-range').hidden).toBe(false);
    expect(el('target-range').value).toBe('50');

    for (const stake of DICE_STAKES) {
      el('stake').value = String(stake);
      el('stake').fire('change');
      for (let target = MIN_TARGET; target <= MAX_TARGET; target += 1) {
        el('target-range').value = String(target);
        el('target-range').fire('input');
        expect(el('target').value).toBe(String(target));
        expect(el('win-chance').textContent).toBe(localDigits(`${target}%`, lang));
        expect(el('multiplier').textContent).toBe(localDigits(`×${multiplierText(target)}`, lang));
        expect(el('win-amount').textContent).toBe(money(winPayout(stake, target), 'BDT', lang));
        expect(el('dice-rtp').textContent).toBe(localDigits(exactPercent(diceRtp(stake, target)), lang));
      }
    }
  });

  it('leaves the figures alone while the typed target is out of range', () => {
    const { elements, document } = fakePage(IDS);
    const el = (id: string) => elements.get(id)!;
    el('target').value = '40';
    el('stake').value = '100';
    runInNewContext(diceView.script!({ lang: 'en', currency: 'BDT' }), { document });
    expect(el('win-chance').textContent).toBe('40%');
    el('target').value = '120';
    el('target').fire('input');
    expect(el('win-chance').textContent).toBe('40%');
    expect(el('target-range').value).toBe('40');
  });
});

describe('the dice view', () => {
  const ctx = { lang: 'en' as const, currency: 'BDT' };

  it('presets the form with the last bet, or the defaults when that bet is not a dice bet', () => {
    expect(diceView.betFieldsHtml(ctx, { stake: 500, target: 7 })).toMatch(/name="target"[^>]* value="7"/);
    expect(diceView.betFieldsHtml(ctx, { stake: 500, target: 7 })).toContain('<option value="500" selected>');
    expect(diceView.betFieldsHtml(ctx, { stake: 1000 })).toMatch(/name="target"[^>]* value="50"/);
    expect(diceView.betFieldsHtml(ctx, null)).toContain('<option value="1000" selected>');
  });

  it('draws one #result element, before and after a round', () => {
    for (const html of [diceView.resultHtml(ctx, null), diceView.resultHtml(ctx, { bet: { stake: 1000, target: 50 }, result: { roll: 305, target: 50, won: true, payout: 1980 }, payout: 1980 })]) {
      expect(html.match(/id="result"/g)).toHaveLength(1);
      expect(html.startsWith('<div id="result"')).toBe(true);
    }
    expect(diceView.resultHtml(ctx, { bet: { stake: 1000, target: 50 }, result: { roll: 305, target: 50, won: true, payout: 1980 }, payout: 1980 })).toContain('Rolled 3.05, under 50 — you win!');
    expect(diceView.resultHtml({ lang: 'bn', currency: 'BDT' }, { bet: { stake: 1000, target: 50 }, result: { roll: 9999, target: 50, won: false, payout: 0 }, payout: 0 })).toContain('৯৯.৯৯');
  });
});
