/** The installable app (docs/app.md): the install page, Chrome's install offer and the service worker. */
export { listenForInstallPrompt } from './install-prompt';
export { registerServiceWorker } from './service-worker';
export { appInstallPath, AppInstallView } from './app-install-view';
