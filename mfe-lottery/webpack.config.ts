import { createFederatedConfig } from '@khela/shared/build';

export default createFederatedConfig({
  packageDir: __dirname,
  federationName: 'mfe_lottery',
  cssPrefix: 'lottery',
  kind: 'remote',
});
