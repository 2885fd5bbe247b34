import { addMessages } from '../../../platform/i18n/translate';
import bn from './reality.bn.json';
import en from './reality.en.json';

declare module '../../../platform/i18n/translate' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this domain's keys
  interface MessageCatalogue extends Record<keyof typeof en, string> {}
}

/** The reality-check domain's error texts, in both languages. */
addMessages({ en, bn });
