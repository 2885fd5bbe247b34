import type { InboxMessage, InboxOpenAnswer, InboxPage, InboxUnread } from '@khela/contracts/inbox';
import { api } from './client';

export type { InboxMessage, InboxOpenAnswer, InboxPage, InboxUnread };

/** The member's inbox, messageV2 (docs/messages.md; logged-in, non-trial members: trial accounts never call it, SPEC §6). */
export const inboxCalls = {
  list: (pageNo: number, pageSize = 10) => api.get<InboxPage>('/wps/messages', { searchParams: { pageNo, pageSize } }),
  unread: () => api.get<InboxUnread>('/wps/messages/unread-count'),
  open: (id: string) => api.post<InboxOpenAnswer>(`/wps/messages/${encodeURIComponent(id)}/read`),
  remove: (id: string) => api.delete<InboxUnread>(`/wps/messages/${encodeURIComponent(id)}`),
  readAll: () => api.post<InboxUnread>('/wps/messages/read-all'),
};
