/**
 * `pnpm --filter @shop/api staff:create --email winkel@bloemenzo.nl --name "Winkel"`: creates a
 * staff account for the back office (ADR 0039) in the database the API uses (DATABASE_URL or
 * PGLITE_DIR). The password is asked for without echo, or read from STAFF_PASSWORD or a pipe;
 * never from the command line, where the shell's history would keep it. `--permissions` takes a
 * comma-separated subset of orders.read, orders.fulfil, orders.cancel (default: all three).
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { emailSchema, passwordSchema } from '@shop/contracts/schemas';
import { parseConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { staffRepository } from '../plugins/app/accounts/staff-repository';
import {
  isStaffPermission,
  staffPermissions,
  type StaffPermission,
} from '../domain/staff-permissions';

export interface StaffCreateArgs {
  email: string;
  fullname: string;
  permissions: StaffPermission[];
}

/** The command's arguments, or an error message naming what is wrong. */
export function parseStaffArgs(argv: string[]): StaffCreateArgs | { error: string } {
  let values: { email?: string; name?: string; permissions?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        permissions: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  const email = v.safeParse(emailSchema, values.email ?? '');
  if (!email.success) return { error: '--email must be an e-mail address' };
  const fullname = values.name?.trim() ?? '';
  if (!fullname) return { error: '--name is required' };
  const asked = values.permissions?.split(',').map((name) => name.trim()) ?? [...staffPermissions];
  const unknown = asked.filter((name) => !isStaffPermission(name));
  if (unknown.length > 0 || asked.length === 0)
    return {
      error: `--permissions takes a comma-separated subset of ${staffPermissions.join(', ')}`,
    };
  return { email: email.output, fullname, permissions: asked as StaffPermission[] };
}

/** Checks the password as customers' are checked, then creates the account. */
export async function createStaffMember(
  db: Database,
  args: StaffCreateArgs,
  password: string,
): Promise<{ uuid: string } | { error: string }> {
  const checked = v.safeParse(passwordSchema, password);
  if (!checked.success)
    return { error: 'the password does not meet the shop’s rules (as customers’ passwords)' };
  const uuid = await staffRepository(db).create({ ...args, password: checked.output });
  return uuid ? { uuid } : { error: `${args.email} already has a staff account` };
}

/** Reads the password: from STAFF_PASSWORD, a pipe, or the terminal without echo. */
async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  const terminal = process.stdin.isTTY === true;
  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal });
  if (terminal) {
    process.stdout.write('Password: ');
    // Nothing typed is shown.
    (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () =>
      undefined;
  }
  const password = await new Promise<string>((resolve) => lines.once('line', resolve));
  lines.close();
  if (terminal) process.stdout.write('\n');
  return password;
}

async function main() {
  const args = parseStaffArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`staff:create: ${args.error}`);
    process.exit(2);
  }
  const config = parseConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
  });
  try {
    const result = await createStaffMember(database.db, args, await readPassword());
    if ('error' in result) {
      console.error(`staff:create: ${result.error}`);
      process.exitCode = 1;
    } else {
      console.log(
        `Created staff member ${args.email} (${result.uuid}): ${args.permissions.join(', ')}`,
      );
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
