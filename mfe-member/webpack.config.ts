import { createFederatedConfig, createFirstFrameConfig } from '@khela/shared/build';

const cssPrefix = 'member';

// The browser build, then the first frame for the api to draw into index.html (docs/adr/0020).
export default [
  createFederatedConfig({
    packageDir: __dirname,
    federationName: 'mfe_member',
    cssPrefix,
    kind: 'remote',
  }),
  ...(process.env.NODE_ENV === 'development' ? [] : [createFirstFrameConfig({ packageDir: __dirname, cssPrefix, entry: './src/app/first-frame.ts' })]),
];
