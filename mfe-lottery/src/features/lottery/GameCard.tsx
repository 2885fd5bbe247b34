import { Link, useLocation } from '@khela/shared';
import type { LotteryGame } from '@khela/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from './Countdown';
import { boardHref } from './lottery-kinds';
import { ResultBalls } from './ResultBalls';
import styles from './lottery.module.css';

/**
 * One game in a lobby: its title, its next draw with a countdown to close (or `nextLine` in its
 * place: a province that draws another day), its last result and the link to its board.
 */
export function GameCard({ game, now, title = game.name, nextLine, headingLevel = 3 }: { game: LotteryGame; now: number; title?: string; nextLine?: ReactNode; headingLevel?: 3 | 4 | 5 }) {
  const { t } = useTranslation('lottery');
  const { pathname } = useLocation();
  const Heading = (['h3', 'h4', 'h5'] as const)[headingLevel - 3]!;
  return (
    <li className={styles.card} data-testid={`lottery-game-${game.gameCode}`}>
      <Heading className={styles.cardTitle}>{title}</Heading>
      {nextLine ? (
        <p className={styles.cardLine}>{nextLine}</p>
      ) : game.nextDraw ? (
        <p className={styles.cardLine}>
          <span>{t('lobby.nextDraw', { drawNo: game.nextDraw.drawNo })}</span>
          <span className={styles.countdownSmall}>
            <span className={styles.visuallyHidden}>{t('lobby.closesIn')} </span>
            <Countdown until={game.nextDraw.closesAt} now={now} />
          </span>
        </p>
      ) : (
        <p className={styles.muted}>{t('lobby.noNextDraw')}</p>
      )}
      <div className={styles.cardLine}>
        <span className={styles.muted}>{game.lastDraw ? t('lobby.lastResult', { drawNo: game.lastDraw.drawNo }) : t('lobby.noResult')}</span>
        {game.lastDraw && <ResultBalls kind={game.kind} result={game.lastDraw.result} compact />}
      </div>
      <Link to={boardHref(pathname, game.gameCode)} className={styles.play} aria-label={t('lobby.play', { name: game.name })}>
        {t('betting.views.play')}
      </Link>
    </li>
  );
}
