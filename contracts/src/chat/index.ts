/** `@khela/contracts/chat`: the live chat's wire (docs/chat.md). */
export * from './chat-schemas';
