import { useTranslation } from 'react-i18next';
import type { LazyComponentState } from '@/lib/use-lazy-component';
import { LoadFailed } from './LoadFailed';
import { SectionLoading } from './SectionLoading';

export interface LazySectionContentProps<P> {
  state: LazyComponentState<P>;
  props: P;
  /** The section's prefix in the home catalogue (`.loading`, `.failed`). */
  texts: string;
}

/** A section's content drawn by code fetched when the section neared the viewport: loading, failed (retry), or drawn. */
export function LazySectionContent<P extends object>({ state, props, texts }: LazySectionContentProps<P>) {
  const { t } = useTranslation('home');
  if (state.status === 'ready') return <state.Component {...props} />;
  if (state.status === 'failed') return <LoadFailed title={t(`${texts}.failed`)} onRetry={state.retry} />;
  return <SectionLoading texts={texts} />;
}
