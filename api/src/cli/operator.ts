import { runOperator } from './run-operator';

/**
 * `pnpm --filter @khela/api operator …`: brand switches (maintenance, restricted countries),
 * operator accounts and sessions, deposit and withdrawal decisions, balance adjustments, a
 * member's ledger and the action record (USAGE in operator-command.ts).
 */
const brandSwitches = new Set(['maintenance', 'restrict', 'wallet-mode']);

runOperator(process.argv.slice(2))
  .then(({ via, value }) => {
    const note = brandSwitches.has(process.argv[2] ?? '') ? '; the site shows it on its next start' : '';
    console.error(`(applied via ${via}${note})`);
    console.log(JSON.stringify(value, null, 2));
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
