// Tests only: what the games pages' tests share, in one import.
export { catalogueReply, FakeGamesApi, game, gamePaths, lane, memberGamesReply, serverError, vendorCard } from './fake-games-api';
export { imageHost, member, renderGames, renderGamesAt } from './render-games';
