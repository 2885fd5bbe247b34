import '@testing-library/jest-dom';
import { i18n } from '../src/i18n/i18n';
import enCommon from '../src/i18n/locales/en/common.json';

// The site fetches the English common strings on a switch to English; tests switch synchronously.
i18n.addResourceBundle('en', 'common', enCommon, true, false);

// Every test is a fresh browser session for the session caches a page fills by itself (SPEC §3
// gameVendor: the vendor lanes), so one test's answers never stand in for the next one's calls.
beforeEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage.removeItem('gameVendor');
});
