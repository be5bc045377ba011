// Command-line flags of `npm run create-admin`.
import { parseArgs } from 'node:util';
import type { CreateAdminInput } from './create-admin-core.js';

export const CREATE_ADMIN_USAGE = `Create the first (or another) Stillpoint administrator.

Usage: npm run create-admin -- [options]

  --username <name>     3-50 letters, numbers, dots, dashes or underscores
  --email <address>
  --password <secret>   at least 8 characters (prefer the prompt: flags end up in shell history)
  --first-name <name>
  --last-name <name>
  --promote             if the username already exists, make that user an admin
  -h, --help            show this help

Missing values are asked for when run in a terminal. The database comes from
DATABASE_URL, or the embedded database in DATA_DIR (default ./data); stop the
server first when using the embedded database, which one process at a time may open.`;

export type CreateAdminArgs = { input: CreateAdminInput; promote: boolean; help: boolean };

export function parseCreateAdminArgs(argv: string[]): CreateAdminArgs {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      promote: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const input: CreateAdminInput = {};
  if (values.username !== undefined) input.username = values.username;
  if (values.email !== undefined) input.email = values.email;
  if (values.password !== undefined) input.password = values.password;
  if (values['first-name'] !== undefined) input.firstName = values['first-name'];
  if (values['last-name'] !== undefined) input.lastName = values['last-name'];
  return { input, promote: values.promote ?? false, help: values.help ?? false };
}
