import { Bone, currencySymbolAtom, DelayedProgress, EmptyState, formatMoney, formatNumber, useLanguage, type ApiError } from '@khela/shared';
import { formStyles, PageFrame, ReportDateRange } from '@khela/shared/reports';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReport, saveFile, type AgentReportId } from './report-calls';
import { DatePresets } from './DatePresets';
import type { AgentReport } from './use-agent-report';
import styles from './reports.module.css';

/** Placeholder rows of the first load's table (a page is 20; a phone's screen shows about this many). */
const skeletonRows = 8;

export interface ReportColumn<Row> {
  key: string;
  numeric?: boolean;
  /** reports.columns.<labelKey>; the key itself when the same. */
  labelKey?: string;
  cell: (row: Row) => ReactNode;
}

export interface ReportViewProps<Id extends AgentReportId, Row> {
  id: Id;
  report: AgentReport<Id>;
  /** The report's own filters (account, selects), before the days. */
  filters?: ReactNode;
  columns: ReadonlyArray<ReportColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The totals row under the table, by column key: sums over the whole filtered set, not the page. */
  totals: Record<string, ReactNode>;
  /** Records in the whole filtered set. */
  total: number;
  totalPages: number;
  /** Sums that are not a column's (reports.summary.<key>), shown above the table. */
  summary?: ReadonlyArray<[key: string, value: ReactNode]>;
}

/** Money in the reader's digits with the brand's symbol; a loss in the danger colour. */
export function useMoney() {
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  return (minor: number | null): ReactNode =>
    minor === null ? '—' : <span className={minor < 0 ? styles.negative : undefined}>{formatMoney(minor, { language, currencySymbol })}</span>;
}

/**
 * An agent report: filters and days (SPEC §9 pickers and quick presets), a count and the CSV
 * export of the whole filtered set, the table with its totals row, paging, and honest loading,
 * error and empty states.
 */
export function ReportView<Id extends AgentReportId, Row>({ id, report, filters, columns, rows, rowKey, totals, total, totalPages, summary = [] }: ReportViewProps<Id, Row>) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<ApiError | null>(null);
  const title = t(`pages.${id}.title`);

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    const result = await downloadReport(id, report.params);
    setExporting(false);
    if (!result.ok) return setExportError(result.error);
    saveFile(result.value.blob, result.value.fileName ?? `${id}.csv`);
  };

  return (
    <PageFrame title={title} intro={t(`reports.intro.${id}`)} testId={`agent-page-${id}`}>
      <form className={formStyles.filters} aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
        {filters}
        <ReportDateRange namespace="agent" value={report.range} onChange={report.changeRange} today={report.today} />
        <DatePresets range={report.range} today={report.today} onChange={report.changeRange} />
      </form>

      <div className={styles.bar}>
        <p className={styles.count} aria-live="polite">
          {report.value ? t('reports.count', { count: total, formatted: formatNumber(total, language) }) : ''}
        </p>
        <button type="button" className={formStyles.secondary} onClick={() => void exportCsv()} disabled={exporting || !report.value || total === 0}>
          {exporting ? t('reports.exporting') : t('reports.export')}
        </button>
      </div>
      {exportError && (
        <p role="alert" className={styles.error} data-testid="report-export-error">
          {exportError.message}
        </p>
      )}

      <DelayedProgress active={report.loading} label={t('reports.computing')} testId="report-progress" />
      {report.error ? (
        <>
          <p role="alert" className={styles.error} data-testid="report-error">
            {report.error.message}
          </p>
          <button type="button" className={formStyles.secondary} onClick={report.reload}>
            {t('reports.retry')}
          </button>
        </>
      ) : report.value && rows.length === 0 && total === 0 ? (
        <EmptyState title={t('reports.empty')} testId="report-empty" />
      ) : (
        <>
        {summary.length > 0 && (
          <dl className={styles.summary} data-testid="report-summary">
            {summary.map(([key, value]) => (
              <div key={key}>
                <dt>{t(`reports.summary.${key}`)}</dt>
                <dd>{report.value ? value : <Bone width="6em" />}</dd>
              </div>
            ))}
          </dl>
        )}
        {/* The first answer's table is drawn at once with its real headers and placeholder rows, so nothing moves when it comes. */}
        <div className={styles.scroll} role="region" aria-label={title} tabIndex={0} aria-busy={report.loading} data-testid={report.value ? undefined : 'report-loading'}>
          {!report.value && (
            <p role="status" className={styles.srOnly}>
              {t('loading')}
            </p>
          )}
          <table className={styles.table} data-testid={report.value ? 'report-table' : 'report-skeleton'}>
            <caption className={styles.srOnly}>{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined}>
                    {t(`reports.columns.${column.labelKey ?? column.key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            {report.value ? (
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)} data-testid="report-row">
                    {columns.map((column) => (
                      <td key={column.key} className={column.numeric ? styles.numeric : undefined}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ) : (
              <tbody aria-hidden="true">
                {Array.from({ length: skeletonRows }, (_, index) => (
                  <tr key={index}>
                    {columns.map((column) => (
                      <td key={column.key}>
                        <Bone width={column.numeric ? '4em' : '7em'} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            )}
            {report.value && (
              <tfoot>
                <tr data-testid="report-totals">
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.key} scope="row">
                        {t('reports.totals')}
                      </th>
                    ) : (
                      <td key={column.key} className={column.numeric ? styles.numeric : undefined}>
                        {totals[column.key] ?? ''}
                      </td>
                    ),
                  )}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
        </>
      )}

      {report.value && totalPages > 1 && (
        <nav className={styles.pager} aria-label={t('reports.pages')}>
          <button type="button" className={formStyles.secondary} disabled={report.page <= 1 || report.loading} onClick={() => report.setPage(report.page - 1)}>
            {t('reports.previous')}
          </button>
          <p aria-live="polite">{t('reports.page', { page: formatNumber(report.page, language), total: formatNumber(totalPages, language) })}</p>
          <button type="button" className={formStyles.secondary} disabled={report.page >= totalPages || report.loading} onClick={() => report.setPage(report.page + 1)}>
            {t('reports.next')}
          </button>
        </nav>
      )}
    </PageFrame>
  );
}
