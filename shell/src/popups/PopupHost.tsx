import { ErrorBoundary, loading, type PopupName } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { lazyView, type LazyView } from '../lazy-view';
import { hidePopup, openPopupsAtom } from './popup-stack';
import type { PopupViewProps } from './popup-view';

/**
 * The popups this shell draws; later issues add contract and chat here. Each one's
 * code (and what only it uses, such as dompurify for help and notices) is fetched when it first
 * opens, so none of it weighs on the first load of a page.
 */
export const popupViews: Partial<Record<PopupName, LazyView<PopupViewProps>>> = {
  announcement: lazyView(() => import('./AnnouncementPopup').then((m) => m.AnnouncementPopup)),
  notice: lazyView(() => import('./NoticePopup').then((m) => m.NoticePopup)),
  help: lazyView(() => import('./HelpPopup').then((m) => m.HelpPopup)),
  login: lazyView(() => import('./LoginPopup').then((m) => m.LoginPopup)),
  register: lazyView(() => import('./RegisterPopup').then((m) => m.RegisterPopup)),
  forgotPassword: lazyView(() => import('./ForgotPasswordPopup').then((m) => m.ForgotPasswordPopup)),
  changePassword: lazyView(() => import('./ChangePasswordPopup').then((m) => m.ChangePasswordPopup)),
  game: lazyView(() => import('./GamePopup').then((m) => m.GamePopup)),
};

/** Fetches every popup's code ahead (tests; a caller that knows a popup is about to open). */
export function preloadPopupViews(): Promise<unknown> {
  return Promise.all(Object.values(popupViews).map((view) => view.preload()));
}

/** While a popup's code is on its way: the shared loading overlay (role="status", announced). */
function PopupLoading() {
  useEffect(() => {
    loading.show();
    return () => loading.hide();
  }, []);
  return null;
}

/** A popup whose code could not be fetched closes again, so a second tap tries once more. */
function PopupFailed({ name }: { name: PopupName }) {
  useEffect(() => hidePopup(name), [name]);
  return null;
}

/** Draws every popup opened through the bus (`popup:open` / `popup:close`), newest on top. */
export function PopupHost() {
  const open = useAtomValue(openPopupsAtom);
  return (
    <>
      {open.map(({ name, props }) => {
        const View = popupViews[name];
        return View ? (
          <ErrorBoundary key={name} fallback={() => <PopupFailed name={name} />}>
            <Suspense fallback={<PopupLoading />}>
              <View props={props} onClose={() => hidePopup(name)} />
            </Suspense>
          </ErrorBoundary>
        ) : null;
      })}
    </>
  );
}
