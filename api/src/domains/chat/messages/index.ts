import { addMessages } from '../../../platform/i18n/translate';
import bn from './chat.bn.json';
import en from './chat.en.json';

declare module '../../../platform/i18n/translate' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this domain's keys
  interface MessageCatalogue extends Record<keyof typeof en, string> {}
}

/** The chat domain's error texts, in both languages. */
addMessages({ en, bn });
