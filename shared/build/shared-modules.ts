import path from 'node:path';

/** The react-i18next names the site uses: what is shared under `react-i18next`. */
export const reactI18nextUsed = path.join(__dirname, 'react-i18next-used.mjs');

/**
 * The singletons every federated build shares (ARCHITECTURE.md): one React, one store, one i18n,
 * one @khela/shared (which carries the one router: see shared/src/navigation/router.ts). The trailing-slash keys share subpaths such as react-dom/client
 * and react/jsx-runtime.
 */
export function sharedModules(versions: Record<string, string>, exactVersions: Record<string, string> = {}) {
  const singleton = (name: string) => ({ singleton: true, requiredVersion: (versions[name] ?? false) as string | false });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    jotai: singleton('jotai'),
    i18next: singleton('i18next'),
    // The names the site uses of it, not the whole package (react-i18next-used.mjs): a shared module
    // is not tree-shaken. Its version is the installed package's, as if it were the package.
    'react-i18next': { ...singleton('react-i18next'), import: reactI18nextUsed, ...(exactVersions['react-i18next'] && { version: exactVersions['react-i18next'] }) },
    '@khela/shared': { singleton: true, version: versions['@khela/shared'], requiredVersion: `^${versions['@khela/shared']}` },
    // Subpath entries (@khela/shared/reports, …): shared the same way, fetched only where imported.
    '@khela/shared/': { singleton: true, version: versions['@khela/shared'], requiredVersion: `^${versions['@khela/shared']}` },
  };
}
