// `npm run create-admin`: creates an administrator, or promotes an existing
// user with --promote. Exit code 0 on success, 1 with a message otherwise.
// The password is never printed.
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { CREATE_ADMIN_USAGE, parseCreateAdminArgs } from './create-admin-args.js';
import { createAdmin, CreateAdminError, promoteToAdmin, type CreateAdminInput, type CreateAdminResult } from './create-admin-core.js';
import { createPrompter, PromptCancelled } from './prompt.js';

const FIELDS: { key: keyof CreateAdminInput; flag: string; label: string }[] = [
  { key: 'username', flag: '--username', label: 'Username' },
  { key: 'email', flag: '--email', label: 'E-mail' },
  { key: 'firstName', flag: '--first-name', label: 'First name' },
  { key: 'lastName', flag: '--last-name', label: 'Last name' },
  { key: 'password', flag: '--password', label: 'Password (at least 8 characters)' },
];

const interactive = () => Boolean(process.stdin.isTTY && process.stdout.isTTY);

async function fillMissing(input: CreateAdminInput, only?: (keyof CreateAdminInput)[]): Promise<CreateAdminInput> {
  const filled = { ...input };
  const missing = FIELDS.filter((f) => (only ? only.includes(f.key) : true) && !filled[f.key]);
  if (missing.length === 0) return filled;
  if (!interactive()) {
    throw new CreateAdminError(`Missing ${missing.map((f) => f.flag).join(', ')}. Pass them as flags, or run in a terminal to be asked.`);
  }
  const prompt = createPrompter();
  try {
    for (const field of missing) {
      if (field.key === 'password') {
        const password = await prompt.askHidden(`${field.label}: `);
        if (password !== (await prompt.askHidden('Repeat the password: '))) throw new CreateAdminError('The passwords do not match.');
        filled.password = password;
      } else {
        filled[field.key] = await prompt.ask(`${field.label}: `);
      }
    }
  } finally {
    prompt.close();
  }
  return filled;
}

function describe(result: CreateAdminResult): string {
  const who = `'${result.user.username}' <${result.user.email}>`;
  const inactive = result.user.isActive ? '' : ' Note: this account is deactivated and cannot log in until reactivated.';
  if (result.outcome === 'created') return `Created the admin account ${who}. Sign in at /auth with that username.`;
  if (result.outcome === 'promoted') return `${who} is now an admin.${inactive}`;
  return `${who} is already an admin; nothing changed.${inactive}`;
}

async function run(argv: string[]): Promise<number> {
  const args = parseCreateAdminArgs(argv);
  if (args.help) {
    console.info(CREATE_ADMIN_USAGE);
    return 0;
  }
  const config = loadConfig();
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(config.database);
    await database.migrate();
    let input = args.input;
    if (args.promote) {
      input = await fillMissing(input, ['username']);
      const promoted = await promoteToAdmin(database.db, input.username ?? '');
      if (promoted) {
        console.info(describe(promoted));
        return 0;
      }
      console.info(`No user '${input.username}' yet, so a new admin account will be created.`);
    }
    const result = await createAdmin(database.db, await fillMissing(input));
    console.info(describe(result));
    return 0;
  } finally {
    await database?.close();
  }
}

function isArgumentError(error: unknown): error is Error {
  return error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (isArgumentError(error)) console.error(`${error.message}\nRun with --help to see the options.`);
    else if (error instanceof CreateAdminError || error instanceof ConfigError || error instanceof PromptCancelled)
      console.error(error.message);
    else console.error(`Could not create the admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
