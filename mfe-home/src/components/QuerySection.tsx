import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionQuery } from '@/lib/use-section-query';
import { HomeSection } from './HomeSection';
import { QueryArea } from './QueryArea';
import { SectionLoading } from './SectionLoading';

export interface QuerySectionProps<T> {
  section: SectionQuery<T>;
  /** Its data-testid is `section-<id>`. */
  id: string;
  /** The prefix of its texts in the home catalogue: `.title`, `.failed`, `.empty` (and `.loading`). */
  texts: string;
  /** Drawn while the first answer is on its way; the `.loading` text by default. */
  loading?: ReactNode;
  /** A frame around the states that keeps the area's height while it loads. */
  frameClassName?: string;
  isEmpty: (value: T) => boolean;
  children: (value: T) => ReactNode;
}

/** A home section drawn from its call: its heading, then loading, failed (with a retry), empty, or its content. */
export function QuerySection<T>({ section, id, texts, loading, frameClassName, isEmpty, children }: QuerySectionProps<T>) {
  const { t } = useTranslation('home');
  const area = (
    <QueryArea
      query={section.query}
      loading={loading ?? <SectionLoading texts={texts} />}
      failedTitle={t(`${texts}.failed`)}
      isEmpty={isEmpty}
      emptyTitle={t(`${texts}.empty`)}
    >
      {children}
    </QueryArea>
  );
  return (
    <HomeSection ref={section.ref} id={id} title={t(`${texts}.title`)}>
      {frameClassName ? <div className={frameClassName}>{area}</div> : area}
    </HomeSection>
  );
}
