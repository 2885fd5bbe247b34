// Preloaded (`node --require`) into the api by bench/startup/run.ts for the code-load run: on exit,
// how long the process lived and its resident memory, on one line the bench reads.
process.on('exit', () => {
  const report = { uptimeMs: process.uptime() * 1000, rssMb: process.memoryUsage().rss / 1048576 };
  process.stderr.write(`BENCH_EXIT ${JSON.stringify(report)}\n`);
});
