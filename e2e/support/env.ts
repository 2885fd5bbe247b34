/** The addresses and secrets the e2e run uses; one place so specs and the config agree. */
const port = Number(process.env.E2E_PORT ?? 8181);
const sandboxPort = port + 10;
const housePort = port + 20;
const sportsbookPort = port + 30;
/** The release spec's own api (specs/release.spec.ts): beside the run's, so two runs on one machine do not meet. */
const releasePort = port + 40;

export const e2eEnv = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  operatorToken: 'e2e-operator-token',
  sandboxPort,
  sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
  housePort,
  houseUrl: `http://127.0.0.1:${housePort}`,
  sportsbookPort,
  sportsbookUrl: `http://127.0.0.1:${sportsbookPort}`,
  /** The book's operators' token (its /ops: the specs fast-forward matches with it). */
  sportsbookOpsToken: 'e2e-sportsbook-ops-token',
  releasePort,
};
