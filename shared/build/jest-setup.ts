import '@testing-library/jest-dom';
import { i18n } from '../src/i18n/i18n';
import enCommon from '../src/i18n/locales/en/common.json';

// The site fetches the English common strings on a switch to English; tests switch synchronously.
i18n.addResourceBundle('en', 'common', enCommon, true, false);
