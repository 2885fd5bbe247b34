import { createFederatedConfig } from '@khela/shared/build';

export default createFederatedConfig({
  packageDir: __dirname,
  federationName: 'mfe_games',
  cssPrefix: 'games',
  kind: 'remote',
});
