// `node dist/page-password.js <alias> [--db path]`: gives a protected page a new password, as a site owner
// changing it in the builder would. Every page token issued for the old password stops opening the page at once
// (a token names the password version it was issued for). The password is read from VITRINE_PAGE_PASSWORD or
// the first line of standard input.
import { openSiteDatabase } from '../db/open-site-database';
import { checkPagePassword, PAGE_PASSWORD_USAGE, parsePagePasswordOptions, UsageError } from './cli-options';

async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split('\n')[0] ?? '';
}

let options: ReturnType<typeof parsePagePasswordOptions>;
let password: string;
try {
  options = parsePagePasswordOptions(process.argv.slice(2), process.env);
  password = checkPagePassword(process.env.VITRINE_PAGE_PASSWORD ?? (await readFirstLine()));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n${PAGE_PASSWORD_USAGE}`);
  process.exit(2);
}

const database = openSiteDatabase(options.dbPath);
try {
  if (await database.pagePasswords.setPassword(options.alias, password)) {
    process.stdout.write(
      `The password of "${options.alias}" is changed; earlier page tokens no longer open it.\n`,
    );
  } else {
    console.error(`No protected page "${options.alias}" in ${options.dbPath}`);
    process.exitCode = 1;
  }
} finally {
  database.close();
}
