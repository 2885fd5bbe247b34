import { chunkFailureOf, ErrorBoundary, i18n, loading, modal, openPopup, type PopupName } from '@khela/shared';
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

/**
 * A popup whose code could not be fetched closes again, so a second tap tries once more; a chunk
 * that did not arrive is named (its kind and address, SPEC §8) in a dialog whose retry opens it again.
 */
function PopupFailed({ name, props, error }: { name: PopupName; props: Record<string, unknown>; error: Error }) {
  useEffect(() => {
    hidePopup(name);
    const failure = chunkFailureOf(error);
    if (!failure) return;
    modal.open({
      icon: 'error',
      title: i18n.t('common:remote.failedTitle'),
      text: i18n.t('common:errors.chunkLoad', { type: i18n.t(`common:errors.chunkType.${failure.type}`), address: failure.address, interpolation: { escapeValue: false } }),
      buttons: [{ label: i18n.t('common:actions.retry'), primary: true, onClick: () => openPopup(name, props) }],
    });
  }, [name, props, error]);
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
          <ErrorBoundary key={name} fallback={(error) => <PopupFailed name={name} props={props} error={error} />}>
            <Suspense fallback={<PopupLoading />}>
              <View props={props} onClose={() => hidePopup(name)} />
            </Suspense>
          </ErrorBoundary>
        ) : null;
      })}
    </>
  );
}
