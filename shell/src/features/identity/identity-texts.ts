import { addLazyNamespace } from '@khela/shared';
import { useTranslation } from 'react-i18next';

/**
 * The identity feature's strings (login, register, password, verification): the `identity`
 * namespace, fetched in the reader's language with the first identity popup instead of on every
 * first load (they are half the shell's catalogue). Later language switches fetch the other
 * language like every lazy namespace.
 */
export function loadIdentityTexts(): Promise<void> {
  return addLazyNamespace('identity', {
    bn: () => import(/* webpackChunkName: "identity-bn" */ './locales/bn.json'),
    en: () => import(/* webpackChunkName: "identity-en" */ './locales/en.json'),
  });
}

/**
 * `t` of the identity feature: its own namespace first, then the shell's (the popups' shared
 * links and labels stay there).
 */
export function useIdentityTranslation() {
  return useTranslation(['identity', 'shell'], { nsMode: 'fallback' });
}
