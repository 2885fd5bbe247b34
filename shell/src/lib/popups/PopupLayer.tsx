import { ErrorBoundary, loading, type PopupName } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import type { LazyView } from '@/lib/lazy-view';
import { hidePopup, openPopupsAtom } from './popup-stack';
import type { PopupViewProps } from './popup-view';

/** Each popup a layer can draw, by name; a feature lists its own (code fetched on first open). */
export type PopupViews = Partial<Record<PopupName, LazyView<PopupViewProps>>>;

/** Fetches every listed popup's code ahead (tests; a caller that knows a popup is about to open). */
export function preloadViews(views: PopupViews): Promise<unknown> {
  return Promise.all(Object.values(views).map((view) => view.preload()));
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

/**
 * The popup mechanism: draws every open popup (`popup:open` / `popup:close` through the stack)
 * that `views` knows, newest on top. The shell's host gives it every feature's popups.
 */
export function PopupLayer({ views }: { views: PopupViews }) {
  const open = useAtomValue(openPopupsAtom);
  return (
    <>
      {open.map(({ name, props }) => {
        const View = views[name];
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
