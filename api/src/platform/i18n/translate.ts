import bnCore from './bn.json';
import enCore from './en.json';
import bnGames from './games.bn.json';
import enGames from './games.en.json';
import bnOperators from './operators.bn.json';
import enOperators from './operators.en.json';
import bnPayments from './payments.bn.json';
import enPayments from './payments.en.json';
import bnVendorWallet from './vendor-wallet.bn.json';
import enVendorWallet from './vendor-wallet.en.json';
import bnWallet from './wallet.bn.json';
import enWallet from './wallet.en.json';
import type { Language } from './language';

/** One catalogue per language, assembled from the core and each domain's own file. */
export const en = { ...enCore, ...enWallet, ...enPayments, ...enVendorWallet, ...enOperators, ...enGames };
export const bn: Record<keyof typeof en, string> = { ...bnCore, ...bnWallet, ...bnPayments, ...bnVendorWallet, ...bnOperators, ...bnGames };

export type MessageKey = keyof typeof en;

const catalogues: Record<Language, Record<MessageKey, string>> = { bn, en };

/** Server-side messages (errors); '{name}' placeholders are filled from params. */
export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = catalogues[language][key] ?? catalogues.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
