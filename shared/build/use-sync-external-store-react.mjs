/**
 * `use-sync-external-store/shim` for React 18 and later (every build shares React 19): React's own
 * hook. The shim package carries a copy for React 16 and 17 into the first load (react-i18next's
 * useTranslation imports it); create-config.ts points the name here.
 */
export { useSyncExternalStore } from 'react';
