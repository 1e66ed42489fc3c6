// `node dist/republish.js <alias> [--db path]`: publishes a page again (new uuid, new date), as a site
// owner pressing Publish would. Prints the new publication as JSON.
import { openSiteDatabase } from '../db/open-site-database';
import { parseRepublishOptions, REPUBLISH_USAGE, UsageError } from './cli-options';

let options: ReturnType<typeof parseRepublishOptions>;
try {
  options = parseRepublishOptions(process.argv.slice(2), process.env);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n${REPUBLISH_USAGE}`);
  process.exit(2);
}

const database = openSiteDatabase(options.dbPath);
try {
  const republished = await database.publications.republish(options.alias);
  if (!republished) {
    console.error(`No page "${options.alias}" in ${options.dbPath}`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`${JSON.stringify(republished)}\n`);
  }
} finally {
  database.close();
}
