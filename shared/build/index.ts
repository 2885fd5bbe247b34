export { createFederatedConfig, createFirstFrameConfig, type FederatedBuild, type FirstFrameBuild } from './create-config';
export { sharedModules } from './shared-modules';
/** The language a new visitor reads first (the host preloads its strings). */
export { DEFAULT_LANGUAGE } from '@khela/contracts/constants';
