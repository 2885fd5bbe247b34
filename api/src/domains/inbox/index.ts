/** The inbox domain's public face (docs/messages.md): the plugin, and the writer other domains call inside their transactions. */
export { inboxPlugin } from './inbox-plugin';
export { MESSAGE_TEMPLATES, type MessageTemplate, type PersonalMessage, type TemplateParams, writeMemberMessage } from './inbox-writer';
export { sendBroadcast, withdrawBroadcast, listBroadcasts } from './broadcasts';
