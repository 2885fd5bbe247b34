import { addMessages } from '../../../platform/i18n/translate';
import bn from './bn.json';
import en from './en.json';

declare module '../../../platform/i18n/translate' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this domain's keys
  interface MessageCatalogue extends Record<keyof typeof en, string> {}
}

/** The inbox's error texts and its personal messages' templates (inbox.template.{template}.title/content), in both languages. */
addMessages({ en, bn });
