import type { ChatMessage, ChatState } from '@khela/contracts/chat';
import { api, download } from './client';

export type { ChatMessage, ChatState };
/** The chat's limits, as the api enforces them (the page checks first, to say so at once). */
export { CHAT_IMAGE_MAX_BYTES, CHAT_TEXT_MAX, CHAT_TYPING_MS } from '@khela/contracts/chat-limits';

/** The live chat's member calls (docs/chat.md; logged-in, non-trial members). Pushes come on /ws as `{ type: 'chat', …ChatState }`. */
export const chatCalls = {
  state: (before?: string) => api.get<ChatState>('/wps/chat', { searchParams: { before } }),
  /** `clientId`: one per message (newRequestId), sent again on a retry. */
  send: (text: string, clientId: string) => api.post<ChatMessage>('/wps/chat/messages', { json: { text, clientId } }),
  sendImage: (file: Blob, clientId: string) => api.post<ChatMessage>('/wps/chat/images', { file, searchParams: { clientId } }),
  image: (imageId: string) => download(`/wps/chat/images/${encodeURIComponent(imageId)}`),
  read: (upTo: string) => api.post<{ done: boolean }>('/wps/chat/read', { json: { upTo } }),
  typing: () => api.post<{ done: boolean }>('/wps/chat/typing'),
};
