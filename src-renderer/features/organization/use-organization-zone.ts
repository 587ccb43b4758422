import { computerTimeZone } from '../../../src-shared/domain/zoned-time.ts';
import { useOrganizationAccount } from './use-organization-account.ts';

/**
 * The zone the organization counts its days in (from `reports:account`), null while it is being
 * read. When it cannot be read (offline before the first read), the computer's zone stands in, so
 * the records kept from before stay on screen.
 */
export function useOrganizationZone(): string | null {
  const account = useOrganizationAccount();
  if (account.data !== undefined) return account.data.timeZone;
  return account.isError ? computerTimeZone() : null;
}
