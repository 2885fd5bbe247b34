import { dateTimeFormat, useLanguage } from '@khela/shared';
import type { LotteryGame, LotteryVnMenu, LotteryVnMenuGame } from '@khela/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard } from './GameCard';
import styles from './lottery.module.css';

/** A draw more than a day away shows its day, not a countdown of hundreds of hours. */
const COUNTDOWN_WITHIN_MS = 86_400_000;

/**
 * /vnLottery's games as the Vietnam menu groups them: Miền Bắc, Miền Nam, Miền Trung, the fast
 * game. In the South and the Centre each province company (đài) is a game: today's first, with
 * their countdown, then the others with their next draw day (in Vietnam's calendar, as players know it).
 */
export function VnGroups({ menu, games, now }: { menu: LotteryVnMenu; games: LotteryGame[]; now: number }) {
  const byCode = new Map(games.map((game) => [game.gameCode, game]));
  return (
    <div className={styles.vnGroups}>
      {menu.map((group) => {
        const items = group.gameMenus.flatMap((item) => {
          const game = byCode.get(item.gameCode);
          return game ? [{ item, game }] : [];
        });
        if (items.length === 0) return null;
        return <VnGroup key={group.groupCode} groupCode={group.groupCode} items={items} now={now} />;
      })}
    </div>
  );
}

type Item = { item: LotteryVnMenuGame; game: LotteryGame };

function VnGroup({ groupCode, items, now }: { groupCode: LotteryVnMenu[number]['groupCode']; items: Item[]; now: number }) {
  const { t } = useTranslation('lottery');
  const headingId = useId();
  const byProvince = groupCode === 'south' || groupCode === 'central';
  const today = items.filter(({ item }) => item.drawsToday);
  const later = items.filter(({ item }) => !item.drawsToday);
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={`lottery-vn-group-${groupCode}`}>
      <h3 id={headingId} className={styles.subtitle}>
        {t(`lobby.vnGroups.${groupCode}`)}
      </h3>
      {byProvince ? (
        <>
          <VnList label={t('lobby.vnToday')} items={today} now={now} testId={`lottery-vn-today-${groupCode}`} />
          <VnList label={t('lobby.vnLater')} items={later} now={now} testId={`lottery-vn-later-${groupCode}`} />
        </>
      ) : (
        <ul className={styles.cards} aria-labelledby={headingId}>
          {items.map(({ item, game }) => (
            <VnCard key={game.gameCode} item={item} game={game} now={now} headingLevel={4} byProvince={false} />
          ))}
        </ul>
      )}
    </section>
  );
}

function VnList({ label, items, now, testId }: { label: string; items: Item[]; now: number; testId: string }) {
  const labelId = useId();
  if (items.length === 0) return null;
  return (
    <>
      <h4 id={labelId} className={styles.vnSubtitle}>
        {label}
      </h4>
      <ul className={styles.cards} aria-labelledby={labelId} data-testid={testId}>
        {items.map(({ item, game }) => (
          <VnCard key={game.gameCode} item={item} game={game} now={now} headingLevel={5} byProvince />
        ))}
      </ul>
    </>
  );
}

function VnCard({ item, game, now, headingLevel, byProvince }: Item & { now: number; headingLevel: 4 | 5; byProvince: boolean }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const drawAt = game.nextDraw?.drawAt ?? item.nextDraw?.drawAt ?? null;
  const closesAt = game.nextDraw?.closesAt ?? item.nextDraw?.closesAt ?? null;
  const farOff = closesAt !== null && Date.parse(closesAt) - now > COUNTDOWN_WITHIN_MS;
  const nextLine =
    farOff && drawAt ? (
      <span>
        {t('lobby.vnNextDay')}{' '}
        <time dateTime={drawAt}>
          {dateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: game.timezone }).format(new Date(drawAt))}
        </time>
      </span>
    ) : undefined;
  return <GameCard game={game} now={now} title={byProvince ? (item.province ?? item.name) : item.name} nextLine={nextLine} headingLevel={headingLevel} />;
}
