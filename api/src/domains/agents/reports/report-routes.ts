import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  AgentRevenuePageSchema,
  AgentRevenueQuerySchema,
  CommonHeadersSchema,
  envelopeResponses,
  ok,
  TeamBetsPageSchema,
  TeamBetsQuerySchema,
  TeamTransactionsPageSchema,
  TeamTransactionsQuerySchema,
  UserLossPageSchema,
  UserLossQuerySchema,
} from '@khela/contracts';
import type { Db } from '../../../platform/db/db';
import { askedLanguage } from '../../games';
import { brandTime, csvMoney, toCsv, type CsvCell } from './report-csv';
import { readAllRows, readReport } from './report-query';
import { checkRange, reportScope } from './report-scope';
import { revenueQueries, type RevenueTotalsRow, toRevenueRow, toRevenueTotals } from './revenue';
import { teamBetsQueries, type TeamBetTotalsRow, toTeamBet, toTeamBetTotals } from './team-bets';
import { teamTransactionsQueries, type TeamTransactionTotalsRow, toTeamTransaction, toTeamTransactionTotals } from './team-transactions';
import { toUserLoss, toUserLossTotals, userLossQueries, type UserLossTotalsRow } from './user-loss';
import './messages';

const BASE = '/wps/agent/reports';

function sendCsv(reply: FastifyReply, name: string, from: string, to: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${from}-${to}.csv"`)
    .send(csv);
}

/**
 * The agent center's four reports (docs/agents.md "Reports"): a JSON page with totals over the
 * whole filtered set, and `/csv` for a download of that whole set (at most AGENT_REPORT_CSV_ROW_CAP
 * rows). Logged-in agents only; the team is the caller's member_tree.
 */
export const agentReportRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const tags = ['agents'];

  // ---- Team betting (personalHistoryCopy in the agent center) ----
  app.get(`${BASE}/team_bets`, {
    schema: { tags, summary: "Every bet of the caller's team, newest first, with totals over the filtered set", headers: CommonHeadersSchema, querystring: TeamBetsQuerySchema, response: envelopeResponses(TeamBetsPageSchema) },
  }, async (request) => {
    const { account, pageNo, pageSize, ...filter } = request.query;
    const scope = await reportScope(app, request, db, account);
    checkRange(filter);
    const queries = teamBetsQueries(scope, filter, askedLanguage(request, {}));
    return ok(await readReport(db, queries, { pageNo, pageSize }, toTeamBet, (t: TeamBetTotalsRow) => toTeamBetTotals(t)));
  });
  app.get(`${BASE}/team_bets/csv`, {
    schema: { tags, summary: 'Team betting as CSV: the whole filtered set', headers: CommonHeadersSchema, querystring: TeamBetsQuerySchema },
  }, async (request, reply) => {
    const { account, pageNo: _p, pageSize: _s, ...filter } = request.query;
    const scope = await reportScope(app, request, db, account);
    checkRange(filter);
    const { rows } = await readAllRows<Parameters<typeof toTeamBet>[0], TeamBetTotalsRow>(db, teamBetsQueries(scope, filter, askedLanguage(request, {})));
    const cells = rows.map(toTeamBet).map((b): CsvCell[] => [
      brandTime(b.placedAt, scope.timeZone), b.account, b.vendor, b.gameType, b.gameName, b.roundId, csvMoney(b.stake),
      b.payout === null ? null : csvMoney(b.payout), b.net === null ? null : csvMoney(b.net), b.status,
      b.settledAt === null ? null : brandTime(b.settledAt, scope.timeZone),
    ]);
    return sendCsv(reply, 'team-bets', filter.from, filter.to, toCsv(['placedAt', 'account', 'vendor', 'gameType', 'game', 'roundId', 'stake', 'payout', 'net', 'status', 'settledAt'], cells));
  });

  // ---- User loss (palStatementsAgentCopy) ----
  app.get(`${BASE}/user_loss`, {
    schema: { tags, summary: "Each team member's profit and loss per day or over the period, with totals", headers: CommonHeadersSchema, querystring: UserLossQuerySchema, response: envelopeResponses(UserLossPageSchema) },
  }, async (request) => {
    const { account, pageNo, pageSize, view = 'day', from, to } = request.query;
    const scope = await reportScope(app, request, db, account);
    checkRange({ from, to });
    return ok(await readReport(db, userLossQueries(scope, { from, to, view }), { pageNo, pageSize }, toUserLoss, (t: UserLossTotalsRow) => toUserLossTotals(t)));
  });
  app.get(`${BASE}/user_loss/csv`, {
    schema: { tags, summary: 'User loss as CSV: the whole filtered set', headers: CommonHeadersSchema, querystring: UserLossQuerySchema },
  }, async (request, reply) => {
    const { account, view = 'day', from, to } = request.query;
    const scope = await reportScope(app, request, db, account);
    checkRange({ from, to });
    const { rows } = await readAllRows<Parameters<typeof toUserLoss>[0], UserLossTotalsRow>(db, userLossQueries(scope, { from, to, view }));
    const cells = rows.map(toUserLoss).map((r): CsvCell[] => [
      r.day ?? `${from}..${to}`, r.account, csvMoney(r.stake), csvMoney(r.payout), csvMoney(r.profit), csvMoney(r.validBet), csvMoney(r.deposits), csvMoney(r.withdrawals),
    ]);
    return sendCsv(reply, 'user-loss', from, to, toCsv(['day', 'account', 'stake', 'payout', 'profit', 'validBet', 'deposits', 'withdrawals'], cells));
  });

  // ---- agentRevenueReport ----
  app.get(`${BASE}/revenue`, {
    schema: { tags, summary: "The team's revenue per day of the range, with totals", headers: CommonHeadersSchema, querystring: AgentRevenueQuerySchema, response: envelopeResponses(AgentRevenuePageSchema) },
  }, async (request) => {
    const { pageNo, pageSize, from, to } = request.query;
    const scope = await reportScope(app, request, db, undefined);
    checkRange({ from, to });
    return ok(await readReport(db, revenueQueries(scope, { from, to }), { pageNo, pageSize }, toRevenueRow, (t: RevenueTotalsRow) => toRevenueTotals(t)));
  });
  app.get(`${BASE}/revenue/csv`, {
    schema: { tags, summary: 'The revenue report as CSV: every day of the range', headers: CommonHeadersSchema, querystring: AgentRevenueQuerySchema },
  }, async (request, reply) => {
    const { from, to } = request.query;
    const scope = await reportScope(app, request, db, undefined);
    checkRange({ from, to });
    const { rows } = await readAllRows<Parameters<typeof toRevenueRow>[0], RevenueTotalsRow>(db, revenueQueries(scope, { from, to }));
    const cells = rows.map(toRevenueRow).map((r): CsvCell[] => [
      r.day, csvMoney(r.turnover), csvMoney(r.payout), csvMoney(r.profit), csvMoney(r.bonuses), csvMoney(r.rebates), csvMoney(r.salaries), csvMoney(r.dividends), csvMoney(r.net),
    ]);
    return sendCsv(reply, 'revenue', from, to, toCsv(['day', 'turnover', 'payout', 'profit', 'bonuses', 'rebates', 'salaries', 'dividends', 'net'], cells));
  });

  // ---- agentDownlineTransactionDetailsCopy ----
  app.get(`${BASE}/transactions`, {
    schema: { tags, summary: "The team's deposits, withdrawals, transfers and adjustments, newest first, with totals", headers: CommonHeadersSchema, querystring: TeamTransactionsQuerySchema, response: envelopeResponses(TeamTransactionsPageSchema) },
  }, async (request) => {
    const { account, pageNo, pageSize, ...filter } = request.query;
    const scope = await reportScope(app, request, db, account);
    checkRange(filter);
    return ok(await readReport(db, teamTransactionsQueries(scope, filter), { pageNo, pageSize }, toTeamTransaction, (t: TeamTransactionTotalsRow) => toTeamTransactionTotals(t)));
  });
  app.get(`${BASE}/transactions/csv`, {
    schema: { tags, summary: 'Team transactions as CSV: the whole filtered set', headers: CommonHeadersSchema, querystring: TeamTransactionsQuerySchema },
  }, async (request, reply) => {
    const { account, pageNo: _p, pageSize: _s, ...filter } = request.query;
    const scope = await reportScope(app, request, db, account);
    checkRange(filter);
    const { rows } = await readAllRows<Parameters<typeof toTeamTransaction>[0], TeamTransactionTotalsRow>(db, teamTransactionsQueries(scope, filter));
    const cells = rows.map(toTeamTransaction).map((r): CsvCell[] => [brandTime(r.time, scope.timeZone), r.account, r.type, r.status, csvMoney(r.amount), r.reference]);
    return sendCsv(reply, 'transactions', filter.from, filter.to, toCsv(['time', 'account', 'type', 'status', 'amount', 'reference'], cells));
  });
};
