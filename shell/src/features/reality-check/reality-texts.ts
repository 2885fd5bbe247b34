import { addLazyNamespace } from '@khela/shared';

/** The reminder's strings: the `reality` namespace, fetched when the first reminder is due (not on every first load). */
export function loadRealityTexts(): Promise<void> {
  return addLazyNamespace('reality', {
    bn: () => import(/* webpackChunkName: "reality-bn" */ './locales/bn.json'),
    en: () => import(/* webpackChunkName: "reality-en" */ './locales/en.json'),
  });
}
