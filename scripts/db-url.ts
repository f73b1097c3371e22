/**
 * `npm run -s db:url`: the address of the database (DATABASE_URL, or the data folder's embedded
 * PostgreSQL, started when it does not run), for psql: psql "$(npm run -s db:url)".
 */
import { acquireDatabase } from '../src/db/acquire';

acquireDatabase()
  .then((database) => console.log(database.url))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
