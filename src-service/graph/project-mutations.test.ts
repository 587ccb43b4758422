import { GraphQLError } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { insertOrganization, insertUser } from '../testing/fixture-rows.ts';
import type { Organization } from '../identity/organizations.ts';
import type { ServiceContext } from '../service-context.ts';
import { TenantScope } from '../storage/tenant-scope.ts';
import type { GraphContext } from './graph-context.ts';
import { createProjectResolver, deleteProjectResolver, updateProjectResolver } from './project-mutations.ts';

const databases = useEngineDatabases({ lifetime: 'file' });

function organization(id: string): Organization {
  return {
    id,
    authOrganizationId: id,
    title: id,
    accountUrl: id,
    timeZone: 'UTC',
    currency: 'EUR',
    version: 1,
    createdAt: 1,
    updatedAt: 1,
  };
}

/** The classification a resolver refused with (its GraphQL error), or what it threw otherwise. */
async function refusal(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error instanceof GraphQLError ? error.extensions['classification'] : error;
  }
  return 'no refusal';
}

describe.each(engines)('project mutations on %s', (engine) => {
  let acme: GraphContext;
  let globex: GraphContext;

  beforeAll(async () => {
    const db = (await databases(engine)).db;
    const userId = await insertUser(db, 'Alice', 'A');
    const contextIn = async (title: string): Promise<GraphContext> => {
      const id = await insertOrganization(db, title);
      const service: Pick<ServiceContext, 'tenantScope'> = {
        tenantScope: (organizationId) => new TenantScope(db, organizationId, () => 7),
      };
      return {
        principal: {
          credential: 'access-token',
          user: {
            id: userId,
            email: 'a@example.com',
            firstName: 'Alice',
            lastName: 'A',
            emailVerified: true,
            active: true,
          },
          organization: organization(id),
          membership: {
            id: `m-${id}`,
            organizationId: id,
            userId,
            access: 'FULL',
            owner: true,
            materialized: true,
          },
        },
        service: service as ServiceContext,
      };
    };
    acme = await contextIn('Acme');
    globex = await contextIn('Globex');
  });

  it('tells a retried create of an own id (CONFLICT) from an id taken elsewhere (BAD_REQUEST)', async () => {
    const id = 'aaaaaaaa-0000-4000-8000-000000000001';
    const created = await createProjectResolver(null, { input: { id, title: 'Site' } }, acme);
    expect(created).toMatchObject({ id, name: 'Site', version: 1 });
    expect(await refusal(createProjectResolver(null, { input: { id, title: 'Again' } }, acme))).toBe(
      'CONFLICT',
    );
    expect(await refusal(createProjectResolver(null, { input: { id, title: 'Mine' } }, globex))).toBe(
      'BAD_REQUEST',
    );
    await deleteProjectResolver(null, { id }, acme);
    expect(await refusal(createProjectResolver(null, { input: { id, title: 'Back' } }, acme))).toBe(
      'CONFLICT',
    );
  });

  it('updates with the version as lock and deletes into the trash', async () => {
    const { id } = await createProjectResolver(null, { input: { title: 'Plan' } }, acme);
    const updated = await updateProjectResolver(null, { input: { id, title: 'Plan B', version: 1 } }, acme);
    expect(updated).toMatchObject({ name: 'Plan B', version: 2 });
    expect(await refusal(updateProjectResolver(null, { input: { id, title: 'C', version: 1 } }, acme))).toBe(
      'CONFLICT',
    );
    expect(await deleteProjectResolver(null, { id }, acme)).toMatchObject({ id, movedCount: 1 });
    expect(await refusal(deleteProjectResolver(null, { id }, acme))).toBe('NOT_FOUND');
  });
});
