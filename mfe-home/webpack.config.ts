import { createFramedRemoteConfigs } from '@khela/shared/build';

// The browser build, then the first frame for the api to draw into index.html (docs/adr/0020).
export default createFramedRemoteConfigs({ packageDir: __dirname, federationName: 'mfe_home', cssPrefix: 'home', firstFrame: './src/app/first-frame.ts' });
