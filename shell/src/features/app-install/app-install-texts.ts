import { addLazyNamespace } from '@khela/shared';

/** The install page's strings: the `app` namespace, fetched with the page. */
export function loadAppInstallTexts(): Promise<void> {
  return addLazyNamespace('app', {
    bn: () => import(/* webpackChunkName: "app-install-bn" */ './locales/bn.json'),
    en: () => import(/* webpackChunkName: "app-install-en" */ './locales/en.json'),
  });
}
