import { resources } from './registry.ts';
import type { Constraint, FieldDefinition, ResourceDefinition } from './resource-types.ts';

export interface MetadataConstraint {
  readonly type: string;
  readonly details: string;
}

export interface MetadataField {
  readonly type: string;
  readonly name: string;
  readonly description: string;
  readonly defaultValue?: string;
  readonly access: string;
  readonly path?: string;
  readonly constraints?: readonly MetadataConstraint[];
}

export interface MetadataDocument {
  readonly type: string;
  readonly path: string;
  readonly fields: readonly MetadataField[];
  readonly cascades: readonly { readonly cascadeType: 'REMOVE'; readonly objectTypes: readonly string[] }[];
}

function constraintDetails(c: Constraint): MetadataConstraint {
  switch (c.type) {
    case 'NotNull':
      return { type: 'NotNull', details: 'may not be null' };
    case 'Size':
      return { type: 'Size', details: `min=${c.min}, max=${c.max}` };
    case 'Pattern':
      return { type: 'Pattern', details: `regexp=${c.regexp}` };
    case 'Min':
      return { type: 'Min', details: `value=${c.value}` };
  }
}

function metadataField(f: FieldDefinition): MetadataField {
  const target = f.kind === 'reference' ? resources[f.target] : null;
  return {
    type: target === null ? (f.kind === 'scalar' ? f.type : 'String') : target.type,
    name: f.name,
    description: f.description,
    ...(f.defaultValue === undefined ? {} : { defaultValue: String(f.defaultValue) }),
    access: f.access,
    ...(target === null ? {} : { path: target.path }),
    ...(f.constraints.length === 0 ? {} : { constraints: f.constraints.map(constraintDetails) }),
  };
}

/**
 * The `$metadata` document of a resource, generated from the same definition the server uses
 * for validation, filters and storage, so the two cannot drift.
 */
export function metadataOf(resource: ResourceDefinition): MetadataDocument {
  const objectTypes = [
    ...(resource.trashable ? ['TrashItem'] : []),
    ...resource.cascades.map((c) => resources[c.resource].type),
  ];
  return {
    type: resource.type,
    path: resource.path,
    fields: resource.fields.map(metadataField),
    cascades: objectTypes.length === 0 ? [] : [{ cascadeType: 'REMOVE', objectTypes }],
  };
}
