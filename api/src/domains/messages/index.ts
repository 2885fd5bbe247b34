/** The messages domain's public face: what the app and other domains may use. */
export { messagesPlugin } from './messages-plugin';
export { listNotices } from './messages-repo';
