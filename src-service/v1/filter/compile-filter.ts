import { FilterSyntaxError } from './filter-error.ts';
import { compileFilterNode, type CompiledFilter } from './filter-compiler.ts';
import type { JoinPlan } from './field-path.ts';
import { parseFilter } from './filter-parser.ts';

export type { CompiledFilter, SqlValue } from './filter-compiler.ts';

/**
 * `$filter` text → a SQL condition over `plan`'s aliases plus its parameters. Any problem in the
 * text (syntax, unknown field, wrong type) becomes a `V1Error` PE01-1105 naming the token and its
 * position; nothing from the text reaches the SQL except as a bound parameter.
 */
export function compileFilter(text: string, plan: JoinPlan, parameter = '$filter'): CompiledFilter {
  try {
    return compileFilterNode(parseFilter(text), plan);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw error.toV1Error(parameter);
    throw error;
  }
}
