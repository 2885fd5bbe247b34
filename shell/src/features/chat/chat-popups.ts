import { addLazyNamespace } from '@khela/shared';
import { lazyView } from '@/lib/lazy-view';
import type { PopupViews } from '@/lib/popups/PopupLayer';

/** The chat room popup (SPEC §2), fetched with its strings when first opened. */
export const chatPopups: PopupViews = {
  chat: lazyView(async () => {
    const [view] = await Promise.all([
      import('./ChatPopup').then((m) => m.ChatPopup),
      addLazyNamespace('chat', {
        bn: () => import(/* webpackChunkName: "chat-bn" */ './locales/chat.bn.json'),
        en: () => import(/* webpackChunkName: "chat-en" */ './locales/chat.en.json'),
      }),
    ]);
    return view;
  }),
};
