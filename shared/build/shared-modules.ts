/**
 * The singletons every federated build shares (ARCHITECTURE.md): one React, one store, one i18n,
 * one @khela/shared (which carries the one router: see shared/src/navigation/router.ts). The trailing-slash keys share subpaths such as react-dom/client
 * and react/jsx-runtime.
 */
export function sharedModules(versions: Record<string, string>) {
  const singleton = (name: string) => ({ singleton: true, requiredVersion: (versions[name] ?? false) as string | false });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    jotai: singleton('jotai'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    '@khela/shared': { singleton: true, version: versions['@khela/shared'], requiredVersion: `^${versions['@khela/shared']}` },
    // Subpath entries (@khela/shared/reports, …): shared the same way, fetched only where imported.
    '@khela/shared/': { singleton: true, version: versions['@khela/shared'], requiredVersion: `^${versions['@khela/shared']}` },
  };
}
