import { GraphQLError } from 'graphql';

/** The 401 messages of the graph document's error table, exactly as printed there. */
export const credentialErrors = {
  invalid: 'Invalid access token',
  unknownOrganization: 'Unknown organization in access token',
  // Spelling kept from the document (addendum F): clients may match on it.
  notMaterialized: 'Organization membership not materializedd',
  emailNotVerified: 'Email not verified',
} as const;

export type CredentialError = (typeof credentialErrors)[keyof typeof credentialErrors];

export type Classification =
  'UNAUTHORIZED' | 'BAD_REQUEST' | 'NOT_FOUND' | 'CONFLICT' | 'LIMIT_EXCEEDED' | 'INTERNAL_ERROR';

export const graphError = (message: string, classification: Classification): GraphQLError =>
  new GraphQLError(message, { extensions: { classification } });

export const missingTenantMessage =
  'Missing tenant. Tenant-scoped operations require an organization-scoped access token.';

export const missingTenant = (): GraphQLError => graphError(missingTenantMessage, 'UNAUTHORIZED');
