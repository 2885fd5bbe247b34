/** The lottery domain's public face: what the app and other domains may use. */
export { lotteryPlugin, LOTTERY_ADVANCE_JOB } from './lottery-plugin';
export { LotteryEngine, type DrawEvent } from './lottery-engine';
export { DEFAULT_LOTTERY_GAMES, replaceRegionalVnGames, upsertGame, VN_PROVINCE_GAMES } from './lottery-games';
export { opsAddGame, opsCancelDraw, opsExposure, opsListGames, opsResults, opsSetSchedule, opsSetSettings, opsSwitchGame } from './lottery-ops';
export { placeBets } from './lottery-bets';
export { drawsBetween, periodSecondsOf } from './lottery-schedule';
export { settingsOf, listGames } from './lottery-games';
