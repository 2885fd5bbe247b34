import {
  Bone,
  currencySymbolAtom,
  formatMoney,
  formatNumber,
  gameCalls,
  isLoginAtom,
  modal,
  openPopup,
  startGame,
  unwrap,
  useLanguage,
  useQuery,
  type LiveTable,
} from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './live-tables.module.css';

/** A table card's height on any screen (dealer, status, three facts and the buttons): its place while the tables load. */
const TABLE_CARD_HEIGHT = 210;

/** How often the tables are asked again while the page is shown (the seconds count down between asks). */
export const LIVE_TABLES_REFRESH_MS = 5000;

/** The first letter of the first two words: the dealer's picture when the operator gave none. */
export function dealerInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** The seconds of betting left now, counted down from the answer's time. */
function useSecondsLeft(secondsLeft: number, answeredAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft, answeredAt]);
  return Math.max(0, secondsLeft - Math.floor((now - answeredAt) / 1000));
}

/**
 * A visitor is asked to log in; a member asks the api to open the table's chat (a trial account
 * gets the api's translated refusal) and the chat room opens about that table (docs/chat.md).
 */
async function openTableChat(table: LiveTable, loggedIn: boolean): Promise<void> {
  if (!loggedIn) return openPopup('login');
  const result = await gameCalls.launchLiveChat(table.game.gameCode);
  if (!result.ok) {
    modal.open({ icon: 'warning', text: result.error.message });
    return;
  }
  openPopup(result.value.chat.popup, { subject: result.value.chat.subject });
}

function TableCard({ table, answeredAt }: { table: LiveTable; answeredAt: number }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const loggedIn = useAtomValue(isLoginAtom);
  const titleId = useId();
  const seconds = useSecondsLeft(table.status === 'betting' ? (table.round?.secondsLeft ?? 0) : 0, answeredAt);
  const name = table.game.gameName;
  const status =
    table.status === 'betting'
      ? seconds > 0
        ? t('liveTables.status.bettingFor', { seconds: formatNumber(seconds, language) })
        : t('liveTables.status.betting')
      : t(`liveTables.status.${table.status}`);
  return (
    <li className={styles.card} aria-labelledby={titleId} data-testid={`live-table-${table.game.gameCode}`} data-status={table.status}>
      <div className={styles.dealer}>
        {table.dealer.picture ? (
          <img className={styles.avatar} src={table.dealer.picture} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {dealerInitials(table.dealer.name)}
          </span>
        )}
        <div className={styles.names}>
          <h3 id={titleId} className={styles.title}>
            {name}
          </h3>
          <p className={styles.dealerName}>{t('liveTables.dealer', { name: table.dealer.name })}</p>
        </div>
      </div>
      <p className={styles.status} data-status={table.status} data-testid="live-table-status">
        <span className={styles.dot} aria-hidden="true" />
        {status}
      </p>
      <dl className={styles.facts}>
        {table.round && (
          <div>
            <dt>{t('liveTables.round')}</dt>
            <dd>{formatNumber(table.round.number, language)}</dd>
          </div>
        )}
        <div>
          <dt>{t('liveTables.players')}</dt>
          <dd>{formatNumber(table.players, language)}</dd>
        </div>
        {table.limits && (
          <div>
            <dt>{t('liveTables.limits')}</dt>
            <dd>
              {t('liveTables.limitsRange', {
                min: formatMoney(table.limits.minStake, { language, currencySymbol }),
                max: formatMoney(table.limits.maxStake, { language, currencySymbol }),
              })}
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.actions}>
        <button type="button" className="kh-button kh-button--primary" onClick={() => startGame(table.game)} aria-label={t('liveTables.openTable', { name })}>
          {t('liveTables.play')}
        </button>
        <button type="button" className="kh-button" onClick={() => void openTableChat(table, loggedIn)} aria-label={t('liveTables.chatWith', { name, dealer: table.dealer.name })}>
          {t('liveTables.chat')}
        </button>
      </div>
    </li>
  );
}

/**
 * /live's strip of live tables (SPEC §7 live model list; docs/spec-sweep.md): each table the brand
 * lists, its dealer, whether bets are open (with the seconds left), the round, the players and the
 * limits, a button that opens the table and one that opens its chat. While the first answer is on
 * its way the strip's place is held (its heading and two cards' shapes), so the games below do not
 * move down when it comes; nothing shows when it fails or the brand lists no table: the games below
 * stay the page.
 */
export function LiveTables() {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const headingId = useId();
  const tables = useQuery({
    queryKey: ['live-tables', language],
    queryFn: async () => (await unwrap(gameCalls.liveTables())).tables,
    refetchInterval: LIVE_TABLES_REFRESH_MS,
    staleTime: 0,
  });
  if (tables.isPending) {
    return (
      // Not a named region yet: the tables' region is the one with its cards.
      <section className={styles.strip} aria-busy="true" data-testid="live-tables-pending">
        <h2 className={styles.heading}>
          {t('liveTables.heading')}
        </h2>
        <ul className={styles.list} aria-hidden="true">
          <li>
            <Bone height={TABLE_CARD_HEIGHT} />
          </li>
          <li>
            <Bone height={TABLE_CARD_HEIGHT} />
          </li>
        </ul>
      </section>
    );
  }
  if (!tables.data || tables.data.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby={headingId} data-testid="live-tables">
      <h2 id={headingId} className={styles.heading}>
        {t('liveTables.heading')}
      </h2>
      <ul className={styles.list}>
        {tables.data.map((table) => (
          <TableCard key={table.game.gameCode} table={table} answeredAt={tables.dataUpdatedAt} />
        ))}
      </ul>
    </section>
  );
}
