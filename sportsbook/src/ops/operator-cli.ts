import { readSecret } from '@khela/server-kit/secrets';
import { runOperator, UsageError, USAGE } from './operator-command';

/** `pnpm --filter @khela/sportsbook operator <command>`: one /ops call, its answer printed as JSON. */
async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === '--help') {
    console.log(USAGE);
    return;
  }
  const env = { ...process.env, SPORTSBOOK_OPS_TOKEN: readSecret(process.env, 'SPORTSBOOK_OPS_TOKEN') };
  const { ok, status, answer } = await runOperator(argv, env);
  console.log(JSON.stringify(answer, null, 2));
  if (!ok) {
    console.error(`refused: HTTP ${status}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : error);
  process.exitCode = 1;
});
