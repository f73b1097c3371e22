/** `npm run dev`: the data ready as for `npm start`, then `next dev` on PORT with the same database life. */
import { runSite } from './lib/site';

runSite({ mode: 'dev' }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
