import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from './DataTable';
import styles from './form-kit.module.css';
import { PageFrame } from './PageFrame';

export interface ReportTablePageProps {
  /** The center's catalogue: it holds pages.<page>.title and .intro, filters.label, columns.<key> and empty. */
  namespace: string;
  page: string;
  testId: string;
  columns: ReadonlyArray<{ key: string; numeric?: boolean }>;
  /** The filter row's fields; none leaves the row out. */
  filters?: ReactNode;
}

/**
 * A center page that is a filtered table of records whose rows are not served yet: its title and
 * intro, its filter row, the real column headers and the empty text (never made-up rows).
 */
export function ReportTablePage({ namespace, page, testId, columns, filters }: ReportTablePageProps) {
  const { t } = useTranslation(namespace);
  return (
    <PageFrame title={t(`pages.${page}.title`)} intro={t(`pages.${page}.intro`)} testId={testId}>
      {filters && (
        <form className={styles.filters} aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
          {filters}
        </form>
      )}
      <DataTable caption={t(`pages.${page}.title`)} columns={columns.map((column) => ({ ...column, label: t(`columns.${column.key}`) }))} rows={[]} emptyText={t('empty')} />
    </PageFrame>
  );
}
