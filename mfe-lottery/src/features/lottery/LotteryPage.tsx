import { DataTable } from '@khela/shared/reports';
import { EmptyState, history, Link, useLocation, useSearchParams } from '@khela/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lottoView, type LotteryKind } from './lottery-kinds';
import styles from './lottery.module.css';

function goBack() {
  // Opened from a link into the site, there is nothing to go back to: go home instead.
  if (window.history.length > 1) history.back();
  else history.push('/');
}

/** /lottery, /seaLottery, /vnLottery: header with back, then the lobby or a game's betting board. */
export function LotteryPage({ kind }: { kind: LotteryKind }) {
  const { t } = useTranslation('lottery');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const gameCode = search.get('gameCode');
  const view = lottoView(gameCode);
  const drawsId = useId();
  const resultsId = useId();

  return (
    <div className={styles.page} data-testid={`lottery-${kind}`} data-lotto-view={view}>
      <header className={styles.header}>
        <button type="button" className={styles.back} onClick={goBack} aria-label={t('back')}>
          ‹
        </button>
        <h1 className={styles.title}>{t(`titles.${kind}`)}</h1>
      </header>
      {view === 'betting' ? (
        <section className={styles.section} aria-labelledby={drawsId} data-testid="lottery-betting">
          <h2 id={drawsId} className={styles.subtitle}>
            {t('betting.title', { gameCode })}
          </h2>
          <EmptyState title={t('betting.empty')}>
            <Link to={pathname} className={styles.link}>
              {t('betting.toLobby')}
            </Link>
          </EmptyState>
        </section>
      ) : (
        <>
          <section className={styles.section} aria-labelledby={drawsId} data-testid="lottery-lobby">
            <h2 id={drawsId} className={styles.subtitle}>
              {t('lobby.draws')}
            </h2>
            <EmptyState title={t('lobby.noDraws')} />
          </section>
          <section className={styles.section} aria-labelledby={resultsId}>
            <h2 id={resultsId} className={styles.subtitle}>
              {t('lobby.results')}
            </h2>
            <DataTable
              caption={t('lobby.results')}
              columns={[
                { key: 'game', label: t('columns.game') },
                { key: 'draw', label: t('columns.draw') },
                { key: 'result', label: t('columns.result') },
                { key: 'time', label: t('columns.time') },
              ]}
              rows={[]}
              emptyText={t('lobby.noResults')}
            />
          </section>
        </>
      )}
    </div>
  );
}
