import { createFederatedConfig } from '@khela/shared/build';

export default createFederatedConfig({
  packageDir: __dirname,
  federationName: 'mfe_member',
  cssPrefix: 'member',
  kind: 'remote',
});
