import type { MessageId, MessageValues } from '../../../src-shared/i18n/catalog.ts';
import { english } from '../../../src-shared/i18n/translator.ts';
import { invokeContract, isInvokeChannel } from '../../../src-shared/ipc/contract.ts';
import type { IpcResult } from '../../../src-shared/ipc/result.ts';
import type { Logger } from '../logging/logger.ts';
import { argumentIssues } from './argument-issues.ts';
import { CoreError } from './core-error.ts';
import type { CallContext, InvokeHandler, InvokeHandlers } from './invoke-handlers.ts';

export interface IpcRouter {
  /** Checks the channel against the allow-list and the argument against its schema, then runs the handler. */
  dispatch(channel: unknown, arg: unknown, context: CallContext): Promise<IpcResult<unknown>>;
}

export function createIpcRouter(handlers: InvokeHandlers, logger: Logger): IpcRouter {
  return {
    async dispatch(channel, arg, context) {
      if (!isInvokeChannel(channel)) {
        logger.warn('refused an unknown IPC channel', { sender: context.sender });
        return failure('unknown-channel', 'error.unknownChannel', { channel: describe(channel) });
      }
      const parsed = invokeContract[channel].arg.safeParse(arg);
      if (!parsed.success) {
        // Fields and reasons as data: the renderer words them next to its fields.
        const issues = argumentIssues(parsed.error);
        logger.warn(`refused an invalid argument for ${channel}`, {
          fields: issues.map((issue) => `${issue.path.join('.')}: ${issue.kind}`),
        });
        return failure('invalid-argument', 'error.invalidArgument', {}, { issues });
      }
      const handler: InvokeHandler<typeof channel> = handlers[channel];
      try {
        const value: unknown = await handler(parsed.data, context);
        return { ok: true, value };
      } catch (error) {
        if (error instanceof CoreError) {
          return failure(error.code, error.messageId, error.values, error.detail);
        }
        logger.error(`IPC handler for ${channel} failed`, { error });
        return failure('failed', 'error.generic');
      }
    },
  };
}

function failure(
  code: string,
  messageId: MessageId,
  values: MessageValues = {},
  detail?: unknown,
): IpcResult<never> {
  const body = { code, messageId, values, message: english.t(messageId, values) };
  return { ok: false, error: detail === undefined ? body : { ...body, detail } };
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 80));
  return `of type ${value === null ? 'null' : typeof value}`;
}
