/** `@khela/contracts/inbox`: the member's inbox (messageV2) and operators' broadcasts (docs/messages.md). */
export * from './inbox-schemas';
