export { createFederatedConfig, createFramedRemoteConfigs, type FederatedBuild, type FramedRemoteBuild } from './create-config';
export { sharedModules } from './shared-modules';
/** The language a new visitor reads first (the host preloads its strings). */
export { DEFAULT_LANGUAGE } from '@khela/contracts/constants';
