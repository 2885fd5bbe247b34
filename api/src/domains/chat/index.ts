/** The chat domain's public face: what the app and other domains may use. */
export { chatPlugin } from './chat-plugin';
export { CHAT_CHANNEL, type ChatChange } from './chat-hub';
