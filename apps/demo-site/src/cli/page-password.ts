// `node dist/page-password.js <alias> [--db path]`: gives a protected page a new password, as a site owner
// changing it in the builder would. Every page token issued for the old password stops opening the page at once
// (a token names the password version it was issued for). The password is read from VITRINE_PAGE_PASSWORD or
// the first line of standard input.
import { openSiteDatabase } from '../db/open-site-database';
import {
  checkPagePassword,
  PAGE_PASSWORD_USAGE,
  parsedOrExit,
  parsePagePasswordOptions,
} from './cli-options';

async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split('\n')[0] ?? '';
}

const { options, password } = await parsedOrExit(async () => {
  const options = parsePagePasswordOptions(process.argv.slice(2), process.env);
  return {
    options,
    password: checkPagePassword(process.env.VITRINE_PAGE_PASSWORD ?? (await readFirstLine())),
  };
}, PAGE_PASSWORD_USAGE);

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
