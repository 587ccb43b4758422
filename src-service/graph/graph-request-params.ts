import { isPlainObject, parseJson } from '../http/read-body.ts';

/** The parameters of one GraphQL-over-HTTP request, checked. */
export interface GraphRequest {
  readonly query: string;
  readonly variables: Record<string, unknown>;
  readonly operationName: string | null;
}

/** What is wrong with the request, as a sentence for its 400 answer. */
export type GraphRequestProblem = { readonly problem: string };

type Checked = GraphRequest | GraphRequestProblem;

const problem = (text: string): GraphRequestProblem => ({ problem: text });

export const isProblem = (value: Checked): value is GraphRequestProblem => 'problem' in value;

function check(query: unknown, variables: unknown, operationName: unknown, extensions: unknown): Checked {
  if (typeof query !== 'string' || query.trim() === '') return problem('query must be a non-empty string.');
  if (variables != null && !isPlainObject(variables)) return problem('variables must be an object.');
  if (operationName != null && typeof operationName !== 'string') {
    return problem('operationName must be a string.');
  }
  // Extensions are accepted and ignored; only their shape is checked, as for variables.
  if (extensions != null && !isPlainObject(extensions)) return problem('extensions must be an object.');
  return {
    query,
    variables: isPlainObject(variables) ? variables : {},
    operationName: typeof operationName === 'string' ? operationName : null,
  };
}

/** The parameters of a POST: the JSON body. */
export function graphRequestFromBody(value: unknown): Checked {
  if (!isPlainObject(value)) return problem('The body must be a JSON object with a query.');
  return check(value['query'], value['variables'], value['operationName'], value['extensions']);
}

/**
 * The parameters of a GET: the query string, where variables and extensions are JSON text.
 * A parameter given twice is refused rather than guessed at.
 */
export function graphRequestFromSearch(search: URLSearchParams): Checked {
  const values: Record<string, unknown> = {};
  for (const name of ['query', 'variables', 'operationName', 'extensions']) {
    const all = search.getAll(name);
    if (all.length > 1) return problem(`${name} must be given once.`);
    const [text] = all;
    if (text === undefined) continue;
    if (name === 'variables' || name === 'extensions') {
      const json = parseJson(text);
      if (!json.ok) return problem(`${name} must be JSON text.`);
      values[name] = json.value;
    } else {
      values[name] = text;
    }
  }
  return check(values['query'], values['variables'], values['operationName'], values['extensions']);
}
