import { i18n } from '@khela/shared';
import bn from '@/locales/bn.json';
import en from '@/locales/en.json';
import { followLanguageInDocument } from './document-head';

beforeAll(() => {
  i18n.addResourceBundle('bn', 'shell', bn, true, true);
  i18n.addResourceBundle('en', 'shell', en, true, true);
});

test('the title and the meta description are the catalogue\'s, in the reader\'s language, and follow a change of language', async () => {
  await i18n.changeLanguage('bn');
  followLanguageInDocument();
  expect(document.title).toBe(bn.siteTitle);
  expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).toBe(bn.siteDescription);

  await i18n.changeLanguage('en');
  expect(document.title).toBe(en.siteTitle);
  expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).toBe(en.siteDescription);
});
