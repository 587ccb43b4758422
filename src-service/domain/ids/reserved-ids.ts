/** The nil and max UUIDs (RFC 9562): special values that no generator produces. */
const reserved = new Set(['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff']);

/**
 * Ids a client may never choose for a new record. They get the same answer as an id that exists
 * where the caller cannot see it (another account), so that answer does not prove the id exists
 * anywhere (docs/v1-permissions.md).
 */
export const isReservedId = (id: string): boolean => reserved.has(id);
