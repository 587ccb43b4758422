import type { InvokeChannel, InvokeParsedArg, InvokeResult } from '../../../src-shared/ipc/contract.ts';

/** Who sent a message, as established by the host before the core sees it. */
export interface CallContext {
  /** Host-specific sender description, for logs only (never trusted for authorization). */
  readonly sender: string;
}

export type InvokeHandler<C extends InvokeChannel> = (
  arg: InvokeParsedArg<C>,
  context: CallContext,
) => Promise<InvokeResult<C>> | InvokeResult<C>;

export type InvokeHandlers = { readonly [C in InvokeChannel]: InvokeHandler<C> };

export type PartialInvokeHandlers = { readonly [C in InvokeChannel]?: InvokeHandler<C> };
