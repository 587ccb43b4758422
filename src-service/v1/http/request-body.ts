import { readBody } from '../../http/read-body.ts';
import { bodyLimits } from '../../service-config.ts';
import { bodyFormat, type WireFormat } from '../wire/negotiate.ts';
import { V1Error } from '../wire/v1-error.ts';
import { decodeXml } from '../wire/xml-decode.ts';
import type { V1Request } from './v1-context.ts';

export interface ParsedBody {
  readonly value: unknown;
  readonly format: WireFormat;
}

/**
 * Reads a JSON or XML request body (by Content-Type, JSON when absent) of at most 1 MiB. An empty
 * body reads as an empty object. Oversized, non-UTF-8 or malformed bodies are refused.
 */
export async function readRequestBody(request: V1Request): Promise<ParsedBody> {
  const format = bodyFormat(request.req.headers['content-type']);
  const body = await readBody(request.req, bodyLimits.json);
  if (!body.ok) {
    if (body.status === 413)
      throw new V1Error('PE01-9002', `The request body is larger than ${bodyLimits.json} bytes`);
    throw new V1Error('PE01-9004', body.reason);
  }
  if (body.text.trim() === '') return { value: {}, format };
  if (format === 'xml') return { value: decodeXml(body.text), format };
  try {
    return { value: JSON.parse(body.text) as unknown, format };
  } catch {
    throw new V1Error('PE01-9004', 'The request body is not valid JSON');
  }
}
