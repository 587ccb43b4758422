import { z } from 'zod';

/**
 * One invoke channel: a zod schema for its single argument (checked by main before any handler
 * runs) and, as a type only, what it resolves to. Results never carry secrets and are plain JSON
 * values (timestamps as epoch milliseconds) so that both hosts can carry them unchanged.
 */
export interface InvokeSpec<TArg extends z.ZodType, TResult> {
  readonly arg: TArg;
  readonly result: (value: TResult) => TResult;
}

export interface EventSpec<TPayload> {
  readonly payload: (value: TPayload) => TPayload;
}

const identity = <T>(value: T): T => value;

/** `invoke<Result>()(argSchema)`: curried so the result type can be given while the schema is inferred. */
export function invoke<TResult>(): <TArg extends z.ZodType>(arg: TArg) => InvokeSpec<TArg, TResult> {
  return (arg) => ({ arg, result: identity });
}

export function event<TPayload>(): EventSpec<TPayload> {
  return { payload: identity };
}

/** The argument schema of a channel that takes none. */
export const noArg = z.undefined();
