import bn from '../../messages/promotions.bn.json';
import en from '../../messages/promotions.en.json';

describe('promotions error texts', () => {
  it('has every code in both languages, with the same placeholders, and Bengali text in the Bengali file', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [code, text] of Object.entries(en)) {
      const translated = bn[code as keyof typeof bn];
      expect({ code, placeholders: placeholders(translated) }).toEqual({ code, placeholders: placeholders(text) });
      expect(translated).toMatch(/[\u0980-\u09FF]/);
    }
  });
});
