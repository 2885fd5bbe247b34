import bn from './locales/bn/common.json';
import en from './locales/en/common.json';
import { catalogueKeys } from '../testing/catalogue-keys';
import { changeLanguage, i18n, settleLanguageForBrand } from './i18n';

describe('the one i18n instance', () => {
  it('starts in Bengali with English as the fallback', () => {
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(i18n.t('common:actions.close', { lng: 'bn' })).toBe('বন্ধ করুন');
  });

  it('has the same keys in both catalogues', () => {
    expect(catalogueKeys(bn)).toEqual(catalogueKeys(en));
  });

  it('a switch stores lang and hisLang, changes messages and tells the server', async () => {
    await i18n.changeLanguage('bn');
    const inform = jest.fn().mockResolvedValue({ ok: true });
    await changeLanguage('en', inform);
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(window.localStorage.getItem('hisLang')).toBe('bn');
    expect(i18n.t('common:actions.close')).toBe('Close');
    expect(document.documentElement.lang).toBe('en');
    expect(inform).toHaveBeenCalledWith('en');
  });

  it('a failing server call does not undo the switch', async () => {
    await changeLanguage('bn', () => Promise.reject(new Error('offline')));
    expect(i18n.language).toBe('bn');
  });
});

describe('languages a brand offers', () => {
  it("gives way to the brand's default when the stored choice is not offered", async () => {
    await i18n.changeLanguage('bn');
    await settleLanguageForBrand(['en'], 'en');
    expect(i18n.language).toBe('en');
  });

  it('keeps the reader choice when the brand offers it', async () => {
    await i18n.changeLanguage('en');
    await settleLanguageForBrand(['bn', 'en'], 'bn');
    expect(i18n.language).toBe('en');
  });
});
