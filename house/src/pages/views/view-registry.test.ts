import { findGame } from '../../games/registry';
import { findView, gameViews } from './view-registry';

/** The contract every view keeps with the common pages (pages/game-view.ts). */
describe.each(gameViews.map((view) => [view.code, view] as const))('the view of %s', (code, view) => {
  it('belongs to a registered game and is found by its code', () => {
    expect(findGame(code)).not.toBeNull();
    expect(findView(code)).toBe(view);
  });

  it.each(['bn', 'en'] as const)('draws its words, fields and idle result in %s', (lang) => {
    const ctx = { lang, currency: 'BDT' };
    const texts = view.texts(lang);
    expect([texts.title, texts.play, texts.playing].every((text) => text.length > 0)).toBe(true);
    expect(view.resultHtml(ctx, null).match(/id="result"/g)).toHaveLength(1);
    // Every field the form posts has a label.
    const fields = view.betFieldsHtml(ctx, null);
    for (const [, id] of fields.matchAll(/<(?:input|select)[^>]* id="([^"]+)"[^>]* name=/g)) expect(fields).toContain(`<label for="${id}"`);
    expect(view.rulesHtml(ctx, null)).toMatch(/\d|[০-৯]/);
  });

  it('has different words in Bengali and English', () => {
    expect(view.texts('bn').title).not.toBe(view.texts('en').title);
  });
});

it('finds no view for an unknown game', () => {
  expect(findView('nope')).toBeNull();
  expect(findView(undefined)).toBeNull();
});
