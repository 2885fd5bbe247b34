/**
 * The contract catches a disagreement at compile time: `pnpm --filter @khela/contracts typecheck`
 * compiles this file. Each `@ts-expect-error` below must stay an error; if a schema changed so
 * that the wrong shape became acceptable, the directive would be unused and the typecheck fails.
 */
import type { Static } from '@sinclair/typebox';
import Ajv from 'ajv';
import { RegisterRuleSchema } from './config/config-schemas';
import { GameSchema } from './games/games-schemas';
import { AnnouncementsValueSchema } from './messages/messages-schemas';
import type { RegisterRule } from './rules';

type Game = Static<typeof GameSchema>;
/** The api validates with ajv too (strict off: the schemas carry OpenAPI keywords such as examples). */
const isGame = new Ajv({ strict: false }).compile(GameSchema);
type Announcements = Static<typeof AnnouncementsValueSchema>;

/** The hand-written front-end type of a game as it was before the contract: any string as category. */
interface HandWrittenGame extends Omit<Game, 'gameType'> {
  gameType: string;
}

/** True only when A and B are the same type. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(verdict: Same<A, B>) => verdict;

const game: Game = {
  nodeId: 7,
  gameId: 'g7',
  gameCode: 'fortune-tiger',
  vassalage: 'PG',
  gameType: 'RNG',
  isGame: 'GAME',
  iconUrl: '/TCG_PROD_IMAGES/PG/fortune-tiger.png',
  gameName: 'Fortune Tiger',
  nodeName: 'Fortune Tiger',
  gameClassify: null,
  freeTrial: true,
};

describe('the contract and the types read from it', () => {
  it('refuses a front-end shape that disagrees with the answer', () => {
    const handWritten: HandWrittenGame = { ...game, gameType: 'SLOTS' };
    // @ts-expect-error a category the api never sends is not a Game
    const read: Game = handWritten;
    // The schema agrees with the compiler: the api would not send it either.
    expect(isGame(read)).toBe(false);
    expect(isGame(game)).toBe(true);
  });

  it('refuses a field the answer does not carry', () => {
    const notices: Announcements = {
      banners: [],
      // @ts-expect-error player notices carry no promotionType (the old hand type said they did)
      player: [{ id: 1, title: 'Notice', content: '<p>hi</p>', promotionType: null }],
      popup: [],
      promotion: [],
    };
    expect(notices.player).toHaveLength(1);
  });

  it('keeps the rules engine and the config schema on one definition of a rule', () => {
    expect(same<RegisterRule, Static<typeof RegisterRuleSchema>>(true)).toBe(true);
  });
});
