// `node dist/republish.js <alias> [--db path]`: publishes a page again (new uuid, new date), as a site
// owner pressing Publish would. Prints the new publication as JSON.
import { openSiteDatabase } from '../db/open-site-database';
import { parsedOrExit, parseRepublishOptions, REPUBLISH_USAGE } from './cli-options';

const options = await parsedOrExit(
  () => parseRepublishOptions(process.argv.slice(2), process.env),
  REPUBLISH_USAGE,
);

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
