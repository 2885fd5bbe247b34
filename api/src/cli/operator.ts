import { runOperator } from './run-operator';

/** `pnpm --filter @khela/api operator …`: switch maintenance and restricted countries per brand. */
runOperator(process.argv.slice(2))
  .then(({ via, status }) => {
    console.error(`(applied via ${via}; the site shows it on its next start)`);
    console.log(JSON.stringify(status, null, 2));
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
