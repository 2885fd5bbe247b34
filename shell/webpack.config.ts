import { createFederatedConfig } from '@khela/shared/build';
import path from 'node:path';

export default createFederatedConfig({
  packageDir: __dirname,
  federationName: 'shell',
  cssPrefix: 'sh',
  kind: 'host',
  runtimePlugins: [path.join(__dirname, 'src/app/federation/retry-plugin.ts'), path.join(__dirname, 'src/app/federation/fallback-plugin.ts')],
});
