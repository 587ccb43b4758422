import { wrongParameters, type V1Error } from '../wire/v1-error.ts';

function describe(reason: string, token: string, pos: number): string {
  return token === '' ? `${reason} at position ${pos + 1}` : `${reason} '${token}' at position ${pos + 1}`;
}

/**
 * A problem in a `$filter`, `$orderby` or `summary` expression, located in the text. Becomes a
 * 400 PE01-1105 whose description names the offending token and its 1-based position.
 */
export class FilterSyntaxError extends Error {
  readonly token: string;
  /** 0-based offset of the token in the expression. */
  readonly pos: number;
  readonly reason: string;

  constructor(reason: string, token: string, pos: number) {
    super(describe(reason, token, pos));
    this.name = 'FilterSyntaxError';
    this.reason = reason;
    this.token = token;
    this.pos = pos;
  }

  /** The v1 error for the parameter this expression came from, e.g. `$filter`. */
  toV1Error(parameter: string): V1Error {
    return wrongParameters(`${parameter}: ${describe(this.reason, this.token, this.pos)}`);
  }
}
