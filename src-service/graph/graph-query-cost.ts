import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { graphError } from './graph-errors.ts';
import { pageSize, queryLimits } from './graph-limits.ts';

interface Measure {
  readonly depth: number;
  readonly cost: number;
}

/** The `first` a connection field asks for, as the resolver will see it (clamped to the page limits). */
function firstOf(
  field: FieldNode,
  variables: Readonly<Record<string, unknown>>,
  operation: OperationDefinitionNode,
): number | null {
  const argument = field.arguments?.find((a) => a.name.value === 'first');
  if (argument === undefined) return null;
  let value: unknown = null;
  if (argument.value.kind === Kind.INT) value = Number(argument.value.value);
  if (argument.value.kind === Kind.VARIABLE) {
    const name = argument.value.name.value;
    value = variables[name];
    if (value === undefined) {
      const definition = operation.variableDefinitions?.find((d) => d.variable.name.value === name);
      if (definition?.defaultValue?.kind === Kind.INT) value = Number(definition.defaultValue.value);
    }
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return pageSize.default;
  return Math.min(Math.max(Math.trunc(value), 1), pageSize.max);
}

/**
 * Depth and complexity of the operation that will run (queryLimits in graph-limits.ts), or the
 * error to answer instead. Fragments are measured once each, so a document that spreads fragments
 * many times over costs linear time to check. Runs after validation (no fragment cycles).
 */
export function checkQueryLimits(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): GraphQLError | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measured = new Map<string, Measure>();
  const inProgress = new Set<string>();

  const measure = (selectionSet: SelectionSetNode): Measure => {
    let depth = 0;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        const child =
          selection.selectionSet === undefined ? { depth: 0, cost: 0 } : measure(selection.selectionSet);
        const multiplier = firstOf(selection, variables, operation) ?? 1;
        inner = { depth: child.depth + 1, cost: 1 + multiplier * child.cost };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(selection.selectionSet);
      } else {
        const name = selection.name.value;
        const known = measured.get(name);
        const fragment = fragments.get(name);
        if (known !== undefined) inner = known;
        else if (fragment === undefined || inProgress.has(name)) inner = { depth: 0, cost: 0 };
        else {
          inProgress.add(name);
          inner = measure(fragment.selectionSet);
          inProgress.delete(name);
          measured.set(name, inner);
        }
      }
      depth = Math.max(depth, inner.depth);
      cost += inner.cost;
    }
    return { depth, cost };
  };

  const { depth, cost } = measure(operation.selectionSet);
  if (depth > queryLimits.maxDepth) {
    return graphError(
      `The query is nested ${depth} levels deep; the limit is ${queryLimits.maxDepth}.`,
      'LIMIT_EXCEEDED',
    );
  }
  if (cost > queryLimits.maxComplexity) {
    return graphError(
      `The query's complexity is ${cost}; the limit is ${queryLimits.maxComplexity}. Ask for smaller pages or fewer fields.`,
      'LIMIT_EXCEEDED',
    );
  }
  return null;
}
