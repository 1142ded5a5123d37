/** Entry of `npm run api:serve` (see mocks/server.ts; `--chaos …` flags: mocks/chaos.ts). */
import { CHAOS_USAGE, ChaosConfigError } from './chaos';
import { main } from './server';

main(process.env, process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ChaosConfigError) {
    console.error(`[api:serve] ${error.errors.join('\n[api:serve] ')}\n\n${CHAOS_USAGE}`);
    process.exit(2);
  }
  console.error('[api:serve]', error);
  process.exit(1);
});
