import { Link, numberFormat, useSearchParams, type Downline, type DownlineContractRate, type DownlineSort, type TeamAccountKind } from '@khela/shared';
import { formStyles, LoadStatus, PageFrame, SelectFilter, TextField } from '@khela/shared/reports';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { teamCalls } from './team-calls';
import { contractsPath, downlinesPath } from './team-links';
import { useTeamFormat } from './use-team-format';
import { useTeamQuery } from './use-team-query';
import styles from './team.module.css';

export const downlinePageSize = 20;

interface Filters {
  scope: 'direct' | 'all';
  account: string;
  kind: TeamAccountKind | '';
  sort: DownlineSort;
  order: 'asc' | 'desc';
}

const initialFilters: Filters = { scope: 'direct', account: '', kind: '', sort: 'registered', order: 'desc' };
const sorts: readonly DownlineSort[] = ['registered', 'lastLogin', 'account', 'teamSize', 'level'];
const columns = ['account', 'kind', 'level', 'registered', 'lastLogin', 'teamSize', 'contracts', 'actions'] as const;

/**
 * downlineManagmentView: the agent's direct downlines or whole team, searched by account, filtered
 * by type, sorted and paged. An account's name opens its own downlines (the address carries
 * `under`, so Back returns), with the path from the agent above the table. On a phone each row is
 * a card whose cells are labelled with their column.
 */
export function DownlineManagementPage() {
  const { t } = useTranslation('agent');
  const { money, count, dateTime, language } = useTeamFormat();
  const [params] = useSearchParams();
  const under = params.get('under');
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [shownUnder, setShownUnder] = useState(under);
  // A drill (or Back) starts from the first page.
  if (shownUnder !== under) {
    setShownUnder(under);
    setPage(1);
  }
  const query = {
    scope: filters.scope,
    sort: filters.sort,
    order: filters.order,
    pageNo: page,
    pageSize: downlinePageSize,
    ...(under ? { under } : {}),
    ...(filters.account ? { account: filters.account } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
  };
  const list = useTeamQuery(['downlines', query], () => teamCalls.downlines(query));
  const value = list.value;
  const totalPages = Math.max(1, value?.totalPages ?? 1);

  const changeFilters = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    changeFilters({ account: typed.trim() });
  };

  const rate = (contract: DownlineContractRate) =>
    contract.rateType === 'P' ? `${formatPercent(contract.rate, language)}` : t('team.downlines.fixed', { amount: money(Number(contract.rate)) });

  const cells = (row: Downline): Record<(typeof columns)[number], ReactNode> => ({
    account: (
      <Link to={downlinesPath(row.id)} aria-label={t('team.downlines.open', { account: row.account })} className={styles.link}>
        {row.account}
      </Link>
    ),
    kind: t(`team.register.kinds.${row.kind}`),
    level: count(row.level),
    registered: <time dateTime={row.registeredAt}>{dateTime(row.registeredAt)}</time>,
    lastLogin: row.lastLoginAt ? <time dateTime={row.lastLoginAt}>{dateTime(row.lastLoginAt)}</time> : t('team.downlines.never'),
    teamSize: count(row.teamSize),
    contracts:
      row.contracts.length === 0 ? (
        t('team.downlines.noContract')
      ) : (
        <ul className={styles.rates}>
          {row.contracts.map((contract) => (
            <li key={`${contract.kind}-${contract.gameType}`}>
              {t(`team.downlines.kinds.${contract.kind}`)}
              {contract.gameType !== 'CONS' ? ` (${contract.gameType})` : ''}: {rate(contract)}
            </li>
          ))}
        </ul>
      ),
    actions:
      row.kind === 'agent' ? (
        <Link to={contractsPath(row.id)} className={styles.small} aria-label={t('team.downlines.contractsOf', { account: row.account })}>
          {t('team.downlines.contracts')}
        </Link>
      ) : null,
  });

  const path = value?.path ?? [];
  return (
    <PageFrame title={t('pages.downlineManagmentView.title')} intro={t('pages.downlineManagmentView.intro')} testId="agent-page-downlineManagmentView">
      <div className={formStyles.filters}>
        <SelectFilter
          label={t('team.downlines.scope')}
          value={filters.scope}
          onChange={(scope) => changeFilters({ scope: scope as Filters['scope'] })}
          options={[
            ['direct', t('team.downlines.scopes.direct')],
            ['all', t('team.downlines.scopes.all')],
          ]}
        />
        <SelectFilter
          label={t('team.downlines.kind')}
          value={filters.kind}
          onChange={(kind) => changeFilters({ kind: kind as Filters['kind'] })}
          options={[
            ['', t('team.downlines.allKinds')],
            ['member', t('team.register.kinds.member')],
            ['agent', t('team.register.kinds.agent')],
          ]}
        />
        <SelectFilter label={t('team.downlines.sort')} value={filters.sort} onChange={(sort) => changeFilters({ sort: sort as DownlineSort })} options={sorts.map((sort) => [sort, t(`team.downlines.sorts.${sort}`)])} />
        <SelectFilter
          label={t('team.downlines.order')}
          value={filters.order}
          onChange={(order) => changeFilters({ order: order as Filters['order'] })}
          options={[
            ['desc', t('team.downlines.orders.desc')],
            ['asc', t('team.downlines.orders.asc')],
          ]}
        />
        <form role="search" className={styles.searchForm} onSubmit={search}>
          <TextField label={t('team.downlines.search')} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" maxLength={64} />
          <button type="submit" className={formStyles.secondary}>
            {t('team.downlines.searchButton')}
          </button>
        </form>
      </div>

      {path.length > 1 && (
        <nav aria-label={t('team.downlines.breadcrumb')} className={styles.breadcrumb}>
          <ol>
            {path.map((step, index) => (
              <li key={step.id}>
                {index === path.length - 1 ? (
                  <span aria-current="page">{step.account}</span>
                ) : (
                  <Link to={downlinesPath(index === 0 ? null : step.id)}>{index === 0 ? t('team.downlines.you', { account: step.account }) : step.account}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}

      <LoadStatus loading={list.loading} error={list.error} onRetry={list.reload} shown={Boolean(list.value)} shape="rows" count={6} />
      {value && (
        <section aria-labelledby="agent-downlines-title" aria-busy={list.loading}>
          <h2 id="agent-downlines-title" className={styles.cardTitle}>
            {t('team.downlines.list')} <small className={styles.note}>{t('team.downlines.total', { n: count(value.total) })}</small>
          </h2>
          {value.records.length === 0 ? (
            <p className={styles.empty}>{t('team.downlines.empty')}</p>
          ) : (
            <table className={styles.table}>
              <caption className={styles.srOnly}>{t('team.downlines.list')}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {t(`team.downlines.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {value.records.map((row) => {
                  const rowCells = cells(row);
                  return (
                    <tr key={row.id} data-testid="downline-row">
                      {columns.map((column) => (
                        <td key={column} data-label={t(`team.downlines.columns.${column}`)}>
                          {rowCells[column]}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {totalPages > 1 && (
            <nav className={styles.pager} aria-label={t('team.downlines.pages')}>
              <button type="button" className={styles.small} aria-disabled={page <= 1 || undefined} onClick={() => page > 1 && setPage(page - 1)}>
                {t('team.downlines.previous')}
              </button>
              <p aria-live="polite">{t('team.downlines.page', { page: count(page), total: count(totalPages) })}</p>
              <button type="button" className={styles.small} aria-disabled={page >= totalPages || undefined} onClick={() => page < totalPages && setPage(page + 1)}>
                {t('team.downlines.next')}
              </button>
            </nav>
          )}
        </section>
      )}
    </PageFrame>
  );
}

/** A rate of "0.012" as "1.20%": the digits of the string, scaled, so no float rounding shows. */
export function formatPercent(rate: string, language: 'bn' | 'en'): string {
  const percent = Number(rate) * 100;
  const text = numberFormat(language === 'bn' ? 'bn-BD' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(percent);
  return `${text}%`;
}
