export { createFederatedConfig, type FederatedBuild } from './create-config';
export { sharedModules } from './shared-modules';
