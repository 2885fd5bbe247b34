/** `{name}` placeholders filled; one without a value stays as it is (the pages' scripts fill alike). */
export const fill = (template: string, values: Readonly<Record<string, string | number | undefined>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Western digits as Bengali ones on Bengali pages. */
export const localDigits = (text: string, lang: 'bn' | 'en'): string => (lang === 'bn' ? text.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]!) : text);

/** Minor units as the player reads them: '৳1,234.50' ('USD 1.00' for another currency), in the page's digits. */
export function moneyText(minor: number, currency: string, lang: 'bn' | 'en'): string {
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const symbol = currency === 'BDT' ? '৳' : `${currency} `;
  return localDigits(`${minor < 0 ? '-' : ''}${symbol}${whole}.${String(abs % 100).padStart(2, '0')}`, lang);
}
