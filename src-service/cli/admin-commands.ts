import { createApiKey, revokeApiKey } from '../api-keys/api-keys.ts';
import { addApplicationKey } from '../identity/application-keys.ts';
import { addMembership, membershipOf } from '../identity/memberships.ts';
import { isAccountUrl, isCurrency, isTimeZone } from '../identity/organization-input.ts';
import { createOrganizationWithOwner } from '../identity/organization-setup.ts';
import { organizationByAccountUrl, type Organization } from '../identity/organizations.ts';
import { createUser, isPlausibleEmail, setEmailVerified, userByEmail, type User } from '../identity/users.ts';
import { hashPassword, passwordRules } from '../security/passwords.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { parseOptions, required } from './cli-args.ts';
import { databaseOptions, withCommandDatabase } from './command-database.ts';
import { generateCommand, generateUsage } from './generate-command.ts';
import { keysCommand } from './keys-command.ts';
import { mailCommand } from './mail-command.ts';
import { migrateCommand } from './migrate-command.ts';
import { CommandError, UsageError } from './cli-errors.ts';

export interface CliIo {
  readonly stdout: (text: string) => void;
  /** The whole of standard input (for --password-stdin). */
  readonly readStdin: () => Promise<string>;
  readonly now: () => number;
}

export const adminUsage = `npm run -s service -- <command> [--data stint-data | --database postgres://…] ...
  (--database also from STINT_DATABASE_URL)
  apikey create --email E --org ACCOUNT [--name NAME]     prints the new key alone
  apikey revoke --key KEY
  user add --email E --first-name F --last-name L --password-stdin [--unverified]   prints the user id
  user verify --email E
  org add --title T --owner-email E [--account ACCOUNT] [--time-zone ZONE] [--currency EUR]   prints the account
  invite --email E --org ACCOUNT [--access full|read]
  appkey create --name NAME                                prints the new v1 application key
  mail list [--limit 20]                                   the mail written to DATA/mail/, newest first
                                                           (with --database: stint-data/mail/)
  migrate                                                  brings the schema up to date and exits
  keys rotate                                              a new token signing key; prints its id
  ${generateUsage}`;

const dataOption = databaseOptions;

async function existingUser(db: SqlDatabase, email: string): Promise<User> {
  const user = await userByEmail(db, email);
  if (user === undefined) throw new CommandError(`No user with the email ${email}`);
  return user;
}

async function existingOrganization(db: SqlDatabase, account: string): Promise<Organization> {
  const organization = await organizationByAccountUrl(db, account);
  if (organization === undefined) throw new CommandError(`No organization with the account ${account}`);
  return organization;
}

async function apikey(sub: string | undefined, args: readonly string[], io: CliIo): Promise<void> {
  if (sub === 'create') {
    const v = parseOptions(args, {
      ...dataOption,
      email: { type: 'string' },
      org: { type: 'string' },
      name: { type: 'string' },
    });
    const email = required(v.email, '--email');
    const account = required(v.org, '--org');
    const name = v.name?.trim() || 'Created by an operator';
    if (name.length > 100) throw new UsageError('--name is longer than 100 characters');
    const key = await withCommandDatabase(v, async (db) => {
      const user = await existingUser(db, email);
      const organization = await existingOrganization(db, account);
      if ((await membershipOf(db, organization.id, user.id)) === undefined) {
        throw new CommandError(`${user.email} is not a member of ${organization.accountUrl}`);
      }
      return (await createApiKey(db, { userId: user.id, organizationId: organization.id, name }, io.now()))
        .key;
    });
    io.stdout(`${key}\n`);
    return;
  }
  if (sub === 'revoke') {
    const v = parseOptions(args, { ...dataOption, key: { type: 'string' } });
    const key = required(v.key, '--key');
    const revoked = await withCommandDatabase(v, (db) => revokeApiKey(db, key));
    if (!revoked) throw new CommandError('No such API key (it may already be revoked)');
    return;
  }
  throw new UsageError('apikey needs create or revoke');
}

async function user(sub: string | undefined, args: readonly string[], io: CliIo): Promise<void> {
  if (sub === 'add') {
    const v = parseOptions(args, {
      ...dataOption,
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      unverified: { type: 'boolean', default: false },
    });
    const email = required(v.email, '--email').toLowerCase();
    if (!isPlausibleEmail(email)) throw new UsageError(`--email is not an email address: ${email}`);
    const firstName = required(v['first-name'], '--first-name');
    const lastName = required(v['last-name'], '--last-name');
    if (!v['password-stdin'])
      throw new UsageError('--password-stdin is required (the password is read from standard input)');
    const password = (await io.readStdin()).replace(/\r?\n$/, '');
    if (password.length < passwordRules.minLength || password.length > passwordRules.maxLength) {
      throw new UsageError(
        `the password must have ${passwordRules.minLength} to ${passwordRules.maxLength} characters`,
      );
    }
    const passwordHash = await hashPassword(password);
    const id = await withCommandDatabase(v, async (db) => {
      if ((await userByEmail(db, email)) !== undefined)
        throw new CommandError(`A user with the email ${email} exists already`);
      return (
        await createUser(
          db,
          { email, firstName, lastName, passwordHash, emailVerified: !v.unverified },
          io.now(),
        )
      ).id;
    });
    io.stdout(`${id}\n`);
    return;
  }
  if (sub === 'verify') {
    const v = parseOptions(args, { ...dataOption, email: { type: 'string' } });
    const email = required(v.email, '--email');
    await withCommandDatabase(v, async (db) =>
      setEmailVerified(db, (await existingUser(db, email)).id, true, io.now()),
    );
    return;
  }
  throw new UsageError('user needs add or verify');
}

async function org(sub: string | undefined, args: readonly string[], io: CliIo): Promise<void> {
  if (sub !== 'add') throw new UsageError('org needs add');
  const v = parseOptions(args, {
    ...dataOption,
    title: { type: 'string' },
    'owner-email': { type: 'string' },
    account: { type: 'string' },
    'time-zone': { type: 'string', default: 'UTC' },
    currency: { type: 'string', default: 'EUR' },
  });
  const title = required(v.title, '--title');
  if (title.length > 100) throw new UsageError('--title is longer than 100 characters');
  const ownerEmail = required(v['owner-email'], '--owner-email');
  const account = v.account?.trim().toLowerCase();
  if (account !== undefined && !isAccountUrl(account)) {
    throw new UsageError('--account must be 1-63 lower-case letters, digits or inner hyphens');
  }
  if (!isTimeZone(v['time-zone']))
    throw new UsageError(`--time-zone is not an IANA time zone: ${v['time-zone']}`);
  if (!isCurrency(v.currency))
    throw new UsageError(`--currency must be an ISO 4217 code such as EUR: ${v.currency}`);
  const created = await withCommandDatabase(v, (db) =>
    db.transaction(async () => {
      const owner = await existingUser(db, ownerEmail);
      if (account !== undefined && (await organizationByAccountUrl(db, account)) !== undefined) {
        throw new CommandError(`The account ${account} is taken`);
      }
      return createOrganizationWithOwner(
        db,
        {
          title,
          ...(account === undefined ? {} : { accountUrl: account }),
          timeZone: v['time-zone'],
          currency: v.currency,
        },
        owner.id,
        io.now(),
      );
    }),
  );
  io.stdout(`${created.accountUrl}\n`);
}

/** An operator's invitation, accepted at once: the membership counts as materialized. */
async function invite(args: readonly string[], io: CliIo): Promise<void> {
  const v = parseOptions(args, {
    ...dataOption,
    email: { type: 'string' },
    org: { type: 'string' },
    access: { type: 'string', default: 'full' },
  });
  const email = required(v.email, '--email');
  const account = required(v.org, '--org');
  const access = v.access.toUpperCase();
  if (access !== 'FULL' && access !== 'READ')
    throw new UsageError(`--access must be full or read, got ${v.access}`);
  // One transaction: a second invitation racing this one (another operator, another instance)
  // finds the membership and gets the sentence below, not a constraint error.
  await withCommandDatabase(v, (db) =>
    db.transaction(async () => {
      const invitee = await existingUser(db, email);
      const organization = await existingOrganization(db, account);
      if ((await membershipOf(db, organization.id, invitee.id)) !== undefined) {
        throw new CommandError(`${invitee.email} is already a member of ${organization.accountUrl}`);
      }
      await addMembership(
        db,
        {
          organizationId: organization.id,
          userId: invitee.id,
          access,
          owner: false,
          materialized: true,
        },
        io.now(),
      );
    }),
  );
}

async function appkey(sub: string | undefined, args: readonly string[], io: CliIo): Promise<void> {
  if (sub !== 'create') throw new UsageError('appkey needs create');
  const v = parseOptions(args, { ...dataOption, name: { type: 'string' } });
  const name = required(v.name, '--name');
  const key = await withCommandDatabase(v, (db) => addApplicationKey(db, name, io.now()));
  io.stdout(`${key}\n`);
}

export const adminCommands = new Set([
  'apikey',
  'user',
  'org',
  'invite',
  'appkey',
  'mail',
  'migrate',
  'keys',
  'generate',
]);

/** Runs one admin command; throws UsageError or CommandError on failure. */
export async function runAdminCommand(argv: readonly string[], io: CliIo): Promise<void> {
  const [command, ...rest] = argv;
  const sub = rest[0]?.startsWith('-') === false ? rest[0] : undefined;
  const args = sub === undefined ? rest : rest.slice(1);
  switch (command) {
    case 'apikey':
      return apikey(sub, args, io);
    case 'user':
      return user(sub, args, io);
    case 'org':
      return org(sub, args, io);
    case 'invite':
      if (sub !== undefined) throw new UsageError(`invite takes no sub-command, got ${sub}`);
      return invite(args, io);
    case 'appkey':
      return appkey(sub, args, io);
    case 'mail':
      return mailCommand(sub, args, io.stdout);
    case 'migrate':
      if (sub !== undefined) throw new UsageError(`migrate takes no sub-command, got ${sub}`);
      return migrateCommand(args, io.stdout);
    case 'keys':
      return keysCommand(sub, args, io);
    case 'generate':
      if (sub !== undefined) throw new UsageError(`generate takes no sub-command, got ${sub}`);
      return generateCommand(args, io.stdout);
    default:
      throw new UsageError(`unknown command ${command ?? ''}`);
  }
}
