import { z } from 'zod';
import type { MessageId, MessageValues } from '../i18n/catalog.ts';

/**
 * Messages of the browser host's loopback WebSocket. It carries the same contract as Electron's
 * IPC: the page sends invokes, the host answers each by id and pushes events.
 */
export const socketInvokeMessage = z.object({
  type: z.literal('invoke'),
  id: z.number().int().nonnegative(),
  channel: z.string().max(100),
  // JSON drops an undefined argument, so the key may be absent.
  arg: z.unknown().optional(),
});
export type SocketInvokeMessage = z.infer<typeof socketInvokeMessage>;

const ipcErrorBody = z.object({
  code: z.string(),
  // Checked against the catalog where it is rendered; here only its form.
  messageId: z.string().max(120) as unknown as z.ZodType<MessageId>,
  // Values may nest a message ({ id, values }); the renderer checks ids when it renders.
  values: z.record(z.string(), z.unknown()).optional() as unknown as z.ZodOptional<z.ZodType<MessageValues>>,
  message: z.string(),
  detail: z.unknown().optional(),
});

export const socketServerMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('result'),
    id: z.number().int(),
    result: z.union([
      z.object({ ok: z.literal(true), value: z.unknown() }),
      z.object({ ok: z.literal(false), error: ipcErrorBody }),
    ]),
  }),
  z.object({ type: z.literal('event'), channel: z.string(), payload: z.unknown() }),
]);
export type SocketServerMessage = z.infer<typeof socketServerMessage>;

/** Path of the bridge socket on the browser host; the launch secret travels as `?key=`. */
export const socketPath = '/bridge';
export const socketKeyParam = 'key';
/** Fragment parameter in which the browser host hands the launch secret to the page. */
export const pageKeyFragment = 'key';
/** Largest message either side accepts; nothing in the contract comes near it. */
export const socketMaxMessageBytes = 8 * 1024 * 1024;
