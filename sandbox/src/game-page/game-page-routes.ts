import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { gamePageHeaders, hasControlCharacter, isOk, LAUNCH_FAILURE_STATUS, otherLanguagePath, ROUND_OUTCOME_STATUS, safeBackUrl, SeamlessWalletClient } from '@khela/server-kit/vendor';
import { cspNonce } from '@khela/server-kit/http';
import type { VendorStore } from '../vendor/vendor-store';
import { errorPageHtml, gamePageHtml } from './game-page-html';
import { type GamePage, GamePages, type GamePagesOptions } from './game-pages';
import { type ErrorReason, money, type Notice, type PageLanguage, pageLanguage, textsFor } from './page-texts';
import { cryptoRoll, FUN_CREDIT, isOfferedStake, payoutFor, type Roll } from './round-rule';
import { type RoundOutcome, SeamlessRounds } from './seamless-rounds';

export interface GamePageOptions {
  /** The api's base address, for the seamless wallet API (API_URL). */
  apiUrl: string;
  /** The vendors' shared secret (SANDBOX_VENDOR_SECRET; the api's vendor_wallets rows hold the same). */
  secret: string;
  /** Vendors whose money the sandbox keeps itself (transfer mode); all others are seamless. */
  transferVendors?: readonly string[];
  /** Waits before retrying a wallet call Khela did not answer for certain (default 200 ms, 1 s, 3 s). */
  retryDelaysMs?: readonly number[];
  /** Background retries of a rollback nobody answered (default 30 s … 1 h). */
  laterDelaysMs?: readonly number[];
  /** Time-out of one wallet call (default 5 s). */
  callTimeoutMs?: number;
  /** Decides rounds: 0…99, crypto randomness unless a test says otherwise. */
  roll?: Roll;
  pages?: GamePagesOptions;
}

export const DEFAULT_TRANSFER_VENDORS = ['KSPORT', 'IMES'];

const VENDOR_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const CURRENCY = /^[A-Z]{3}$/;

const HTTP_STATUS: Record<ErrorReason, number> = { ...LAUNCH_FAILURE_STATUS, missingGame: 400, sessionExpired: 401 };

type Query = Record<string, string | undefined>;
type PageParams = { vendorCode: string; pageId: string };

const pagePath = (page: GamePage, lang: PageLanguage) => `/vendor/play/${page.vendorCode}/${page.id}?language=${lang}`;

/** A game page (or its error page), under the vendor page headers (no cache, no Referer; the nonce CSP is the service's). */
function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').headers(gamePageHeaders()).send(html);
}

/**
 * The demo vendors' game page (docs/sandbox-vendor.md), the address the api's launch answers:
 *   GET  /vendor/play/:vendorCode?gameCode&language&currency&token&device&funPlay&backUrl
 *        trades the one-time launch token with Khela (authenticate), opens a page kept here and
 *        redirects to it (the token leaves the address bar; a reload keeps working);
 *   GET  /vendor/play/:vendorCode/:pageId?language   the page;
 *   POST /vendor/play/:vendorCode/:pageId/round      one round (JSON with Accept: application/json,
 *        else a redirect back to the page).
 * Seamless vendors move money through Khela's seamless wallet API; transfer vendors (KSPORT, IMES)
 * play with the player's game wallet in the sandbox vendor's books; a free trial with fun money.
 */
export const gamePageRoutes: FastifyPluginAsync<GamePageOptions & { store: VendorStore }> = async (app, options) => {
  const { store } = options;
  const client = new SeamlessWalletClient({ apiUrl: options.apiUrl, secret: options.secret, timeoutMs: options.callTimeoutMs ?? 5000 });
  const retryDelaysMs = options.retryDelaysMs ?? [200, 1000, 3000];
  const rounds = new SeamlessRounds(client, {
    retryDelaysMs,
    laterDelaysMs: options.laterDelaysMs ?? [30_000, 120_000, 600_000, 1_800_000, 3_600_000],
    log: app.log,
  });
  const pages = new GamePages(options.pages);
  const transferVendors = new Set(options.transferVendors ?? DEFAULT_TRANSFER_VENDORS);
  const roll = options.roll ?? cryptoRoll;
  app.addHook('onClose', async () => rounds.close());

  const errorPage = (request: FastifyRequest, reply: FastifyReply, reason: ErrorReason, lang: PageLanguage, backUrl: string | null = null) => {
    const nonce = cspNonce(reply);
    return sendHtml(reply, HTTP_STATUS[reason], errorPageHtml(reason, lang, nonce, otherLanguagePath(request.url, lang), backUrl));
  };

  // No automatic HEAD: a link checker's HEAD must not spend the one-time token.
  app.get<{ Params: { vendorCode: string }; Querystring: Query }>('/vendor/play/:vendorCode', { exposeHeadRoute: false }, async (request, reply) => {
    const { vendorCode } = request.params;
    const query = request.query;
    const lang = pageLanguage(query.language);
    const backUrl = safeBackUrl(query.backUrl, request.headers.referer);
    const fail = (reason: ErrorReason) => errorPage(request, reply, reason, lang, backUrl);
    if (!VENDOR_CODE.test(vendorCode)) return fail('unknownGame');
    const gameCode = query.gameCode;
    if (typeof gameCode !== 'string' || gameCode.length === 0 || gameCode.length > 100 || hasControlCharacter(gameCode)) return fail('missingGame');
    const currency = typeof query.currency === 'string' && CURRENCY.test(query.currency) ? query.currency : 'BDT';
    const opened = (page: GamePage) => reply.redirect(pagePath(page, lang), 303);
    const funPage = () => opened(pages.open({ vendorCode, gameCode, currency, backUrl, wallet: { kind: 'fun' }, balance: FUN_CREDIT }));

    // A free trial moves no money, so Khela is not asked anything (its token is left to expire).
    if (query.funPlay === '1' || query.funPlay === 'true') return funPage();
    const token = query.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 500) return fail('missingToken');

    const auth = await client.callUntilHeard(vendorCode, 'authenticate', { launchToken: token }, retryDelaysMs);
    if (!auth.heard) {
      request.log.warn({ vendorCode, problem: auth.problem }, 'sandbox game: authenticate unanswered');
      return fail('unreachable');
    }
    const answer = auth.answer;
    if (answer.status === 'INVALID_TOKEN') return fail('badToken');
    if (answer.status !== 'OK' || typeof answer.playerId !== 'string' || answer.playerId.length === 0) {
      // 401: the api has no wallet row for this vendor or another secret; 400: e.g. a transfer-mode vendor it will not authenticate.
      request.log.error({ vendorCode, httpStatus: auth.httpStatus, answer }, 'sandbox game: authenticate refused');
      return fail('notIdentified');
    }
    if (answer.funPlay === true) return funPage();
    const common = { vendorCode, gameCode, currency: typeof answer.currency === 'string' && CURRENCY.test(answer.currency) ? answer.currency : currency, backUrl };
    if (transferVendors.has(vendorCode)) {
      return opened(pages.open({ ...common, wallet: { kind: 'transfer', playerId: answer.playerId }, balance: store.balance(vendorCode, answer.playerId) }));
    }
    if (typeof answer.sessionToken !== 'string') return fail('notIdentified');
    return opened(
      pages.open({ ...common, wallet: { kind: 'seamless', playerId: answer.playerId, sessionToken: answer.sessionToken }, balance: answer.balance ?? 0 }),
    );
  });

  app.get<{ Params: PageParams; Querystring: Query }>('/vendor/play/:vendorCode/:pageId', async (request, reply) => {
    const lang = pageLanguage(request.query.language);
    const page = pages.find(request.params.vendorCode, request.params.pageId);
    if (!page) return errorPage(request, reply, 'pageExpired', lang);
    await refreshBalance(page);
    const nonce = cspNonce(reply);
    const html = gamePageHtml(page, lang, nonce, { otherLanguage: otherLanguagePath(request.url, lang), round: `/vendor/play/${page.vendorCode}/${page.id}/round` });
    // The notice tells the outcome of the form post that led here, once.
    page.notice = null;
    return sendHtml(reply, 200, html);
  });

  app.post<{ Params: PageParams; Querystring: Query; Body: Record<string, unknown> | undefined }>('/vendor/play/:vendorCode/:pageId/round', async (request, reply) => {
    const body = request.body ?? {};
    const lang = pageLanguage(body.language ?? request.query.language);
    const wantsJson = (request.headers.accept ?? '').includes('application/json');
    const page = pages.find(request.params.vendorCode, request.params.pageId);
    if (!page) {
      if (!wantsJson) return errorPage(request, reply, 'pageExpired', lang);
      return reply.code(404).send({ status: 'pageExpired', message: textsFor(lang).errors.pageExpired });
    }
    const stake = /^[0-9]{1,15}$/.test(String(body.stake ?? '')) ? Number(body.stake) : Number.NaN;
    const outcome: RoundOutcome | Notice = !isOfferedStake(stake)
      ? { kind: 'invalidStake', stake: 0, payout: 0, balance: page.balance }
      : page.busy
        ? { kind: 'busy', stake, payout: 0, balance: page.balance }
        : await playOnce(page, stake);
    if (outcome.balance !== null) page.balance = outcome.balance;
    const result = outcome.kind === 'won' || outcome.kind === 'lost' || outcome.kind === 'cancelled' ? { kind: outcome.kind, stake, payout: outcome.payout } : null;
    if (result) pages.record(page, result);
    const notice: Notice = { kind: outcome.kind, stake: outcome.stake, payout: outcome.payout, balance: page.balance };

    if (!wantsJson) {
      page.notice = notice;
      return reply.redirect(pagePath(page, lang), 303);
    }
    const t = textsFor(lang);
    return reply.code(ROUND_OUTCOME_STATUS[outcome.kind]).send({
      status: outcome.kind,
      balance: page.balance,
      balanceText: money(page.balance, page.currency, lang),
      message: t.noticeText(notice, page.currency),
      ...(result ? { result, resultText: t.resultText(result.kind, result.stake, result.payout, page.currency) } : {}),
    });
  });

  /** One round at a time per page: a second click waits for nothing, it is told the first still runs. */
  async function playOnce(page: GamePage, stake: number): Promise<RoundOutcome> {
    page.busy = true;
    try {
      return await playRound(page, stake);
    } finally {
      page.busy = false;
    }
  }

  async function playRound(page: GamePage, stake: number): Promise<RoundOutcome> {
    const wallet = page.wallet;
    if (wallet.kind === 'seamless') return rounds.play({ vendorCode: page.vendorCode, ...wallet }, page.gameCode, stake, roll);
    if (wallet.kind === 'fun') {
      if (stake > page.balance) return { kind: 'insufficient', stake, payout: 0, balance: page.balance };
      const payout = payoutFor(stake, roll());
      return { kind: payout > 0 ? 'won' : 'lost', stake, payout, balance: page.balance - stake + payout };
    }
    // Decided before the stake is checked, but the stake is checked and moved in one step.
    const payout = payoutFor(stake, roll());
    const answer = await store.playRound(page.vendorCode, wallet.playerId, stake, payout, page.gameCode);
    if (answer.status === 'INSUFFICIENT_FUNDS') return { kind: 'insufficient', stake, payout: 0, balance: answer.balance };
    return { kind: payout > 0 ? 'won' : 'lost', stake, payout, balance: answer.balance };
  }

  /** The balance now: money may have moved since (a deposit, a transfer, another tab). */
  async function refreshBalance(page: GamePage): Promise<void> {
    const wallet = page.wallet;
    if (wallet.kind === 'transfer') page.balance = store.balance(page.vendorCode, wallet.playerId);
    if (wallet.kind !== 'seamless' || page.busy) return;
    const reply = await client.call(page.vendorCode, 'balance', { playerId: wallet.playerId, sessionToken: wallet.sessionToken });
    if (isOk(reply) && typeof reply.answer.balance === 'number') page.balance = reply.answer.balance;
    else if (reply.heard && reply.answer.status === 'SESSION_EXPIRED' && !page.notice) {
      page.notice = { kind: 'sessionExpired', stake: 0, payout: 0, balance: page.balance };
    }
  }
};
