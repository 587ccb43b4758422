/** The database's schema does not match this build: the service refuses it rather than guess. */
export class SchemaVersionError extends Error {
  override readonly name = 'SchemaVersionError';
}

/**
 * The one sentence an instance answers when it will not use a database: a schema newer than its
 * code (on both engines: a newer Stint changed tables this one does not know), or on PostgreSQL
 * also an older one (migrations there are their own step, run once for all instances).
 */
export function schemaVersionRefusal(found: number, code: number): string | undefined {
  if (found > code) {
    return `This database's schema is version ${found}, newer than this Stint (version ${code}): update Stint, or point it at another database.`;
  }
  if (found < code) {
    const schema =
      found === 0 ? 'This database has no Stint schema yet' : `This database's schema is version ${found}`;
    return `${schema}, older than this Stint (version ${code}): run \`npm run service -- migrate\` first.`;
  }
  return undefined;
}
