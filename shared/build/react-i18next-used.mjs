/**
 * What the site uses of react-i18next, and what every build shares as the `react-i18next`
 * singleton (shared-modules.ts). A shared module is kept whole, since another build may ask for any
 * of its names: the whole package (Trans, IcuTrans and their HTML parser, the HOCs, the SSR helpers)
 * was on every first load for the three names below. ESLint allows only these names from
 * react-i18next; one more that the site needs is added here and there.
 *
 * `react-i18next-package` is the package itself (an alias of create-config.ts): a plain
 * `react-i18next` here would be this module again.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-package';
