import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_MERCHANT_CODE, type ConfigValue, type GameMenusValue } from '@khela/contracts';
import { CLIENT_TYPE, PLATFORM_CODE } from '@khela/contracts/constants';
import { DEFAULT_LANGUAGE } from '../platform/i18n/language';
import type { SiteManifest } from './site-manifest';
import { HOME_GAMES_PAGE_SIZE, HOME_LIST_CATEGORIES, START_ANSWERS_ID, VISITOR_ANNOUNCEMENTS_QUERY, type StartAnswer, type StartAnswersPayload, startAnswerKey } from '@khela/contracts/start-answers';

/** Past this after the page was asked for, a call not answered yet is left out: the page asks for it itself (a slow database never holds the page back long). */
const WAIT_MS = 500;


type Query = Record<string, string | number>;

/**
 * The start-up answers a page would otherwise fetch one round trip after another (issue 19, "one
 * start-up call instead of several"): the brand's config call, game menus, merchant wallet mode,
 * the visitors' announcements (the home banners) and, on the home page, the first page of its game
 * lists, plus remotes.json. Each answer is the api's own route answering an in-process request
 * (app.inject) with the headers the page would send and the visitor's address, so nothing here
 * computes an answer a second way. Only answers that do not depend on a member are inlined (no
 * token is sent); a failed or slow one is left out and the page asks for it as before.
 */
export class StartAnswers {
  constructor(
    private readonly app: FastifyInstance,
    private readonly manifest: SiteManifest,
  ) {}

  async forPage(request: FastifyRequest, onHome: boolean): Promise<StartAnswersPayload | null> {
    const answers: Record<string, StartAnswer> = {};
    const remoteAddress = request.ip;
    const deadline = Date.now() + WAIT_MS;
    const ask = async <T>(language: string, pathName: string, query: Query = {}): Promise<T | null> => {
      const key = startAnswerKey(pathName, query);
      const response = await withinWait(
        deadline,
        this.app.inject({
          method: 'GET',
          url: key,
          remoteAddress,
          headers: { merchant: DEFAULT_MERCHANT_CODE, language, accept: 'application/json' },
        }),
      );
      if (!response || response.statusCode !== 200) return null;
      try {
        const envelope = JSON.parse(response.body) as { success?: unknown; value?: T };
        if (envelope.success !== true || envelope.value === undefined) return null;
        answers[key] = { language, value: envelope.value };
        return envelope.value;
      } catch {
        return null;
      }
    };
    // A new visitor's shell starts in the shared default language (bn) and asks the config call in it.
    const config = await ask<ConfigValue>(DEFAULT_LANGUAGE, '/wps/system/config').catch(() => null);
    if (!config) return null;
    // Maintenance or a restricted region: the status view needs nothing more.
    const normal = !config.maintenance.enabled && !config.regionRestriction.restricted;
    if (normal) {
      // The language the shell settles on for a new visitor: bn when the brand offers it, else the brand's default.
      const languages: readonly string[] = config.merchant.languages;
      const language = languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : config.merchant.defaultLanguage;
      const gameLists = async () => {
        const menus = await ask<GameMenusValue>(language, '/lgw/games/game_menus');
        if (!menus || !onHome) return;
        const present = new Set<string>(menus.menus.filter((menu) => menu.vendors.length > 0).map((menu) => menu.gameType));
        await Promise.all(
          HOME_LIST_CATEGORIES.filter((gameType) => present.has(gameType)).map((gameType) =>
            ask(language, '/lgw/games/games', { clientType: CLIENT_TYPE, platform: PLATFORM_CODE, gameType, pageNo: 1, pageSize: HOME_GAMES_PAGE_SIZE }),
          ),
        );
      };
      await Promise.all([gameLists(), ask(language, '/wps/wallet/merchantWallet'), ask(language, '/wps/announcements', VISITOR_ANNOUNCEMENTS_QUERY)]).catch(() => undefined);
    }
    return { servedAt: Date.now(), merchant: config.merchant.code, answers, remotes: this.manifest.value() };
  }
}

/** True when the answers are for a page that opens as usual: not the maintenance or restricted-region view. */
export function opensNormally(payload: StartAnswersPayload): boolean {
  const config = payload.answers[startAnswerKey('/wps/system/config', {})]?.value as ConfigValue | undefined;
  return config !== undefined && !config.maintenance.enabled && !config.regionRestriction.restricted;
}

async function withinWait<T>(deadline: number, work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The payload as the body of a `<script type="application/json">`: `<`, `>`, `&` and the two line
 * separators escaped, so no text in an answer (an announcement's title) can end the tag.
 */
export function startAnswersScript(payload: StartAnswersPayload, nonce: string): string {
  const json = JSON.stringify(payload).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${START_ANSWERS_ID}" nonce="${nonce}">${json}</script>`;
}
