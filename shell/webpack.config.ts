import { createFederatedConfig, DEFAULT_LANGUAGE } from '@khela/shared/build';
import path from 'node:path';
import bn from './src/locales/bn.json';

export default createFederatedConfig({
  packageDir: __dirname,
  federationName: 'shell',
  cssPrefix: 'sh',
  kind: 'host',
  // The page's title and description before any script runs: the document's language (bn) from the catalogue.
  htmlParameters: { siteTitle: bn.siteTitle, siteDescription: bn.siteDescription },
  // bootstrap.tsx awaits the reader's strings before the first render; a new visitor reads the default language.
  preloadChunks: [`shell-${DEFAULT_LANGUAGE}`],
  runtimePlugins: [path.join(__dirname, 'src/app/federation/retry-plugin.ts'), path.join(__dirname, 'src/app/federation/fallback-plugin.ts')],
});
