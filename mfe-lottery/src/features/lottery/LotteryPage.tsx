import { history, useSearchParams } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { GameBoard } from './GameBoard';
import { Lobby } from './Lobby';
import { areaOfPage, boardView, lottoView, type LotteryKind } from './lottery-kinds';
import styles from './lottery.module.css';

function goBack() {
  // Opened from a link into the site, there is nothing to go back to: go home instead.
  if (window.history.length > 1) history.back();
  else history.push('/');
}

/** /lottery, /seaLottery, /vnLottery: header with back, then the lobby or a game's board (by `?gameCode=&view=`). */
export function LotteryPage({ kind }: { kind: LotteryKind }) {
  const { t } = useTranslation('lottery');
  const [search] = useSearchParams();
  const gameCode = search.get('gameCode');
  const view = lottoView(gameCode);

  return (
    <div className={styles.page} data-testid={`lottery-${kind}`} data-lotto-view={view}>
      <header className={styles.header}>
        <button type="button" className={styles.back} onClick={goBack} aria-label={t('back')}>
          ‹
        </button>
        <h1 className={styles.title}>{t(`titles.${kind}`)}</h1>
      </header>
      {view === 'betting' ? (
        <GameBoard area={areaOfPage[kind]} gameCode={gameCode!.trim()} view={boardView(search.get('view'))} />
      ) : (
        <Lobby area={areaOfPage[kind]} />
      )}
    </div>
  );
}
