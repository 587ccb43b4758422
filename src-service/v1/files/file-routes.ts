import { requireFullAccess, requireOwner } from '../auth/v1-auth.ts';
import type { Caller, V1Request, V1Result } from '../http/v1-context.ts';
import { noContent } from '../http/v1-context.ts';
import { parseBooleanParam } from '../query/query-params.ts';
import { resources } from '../resources/registry.ts';
import { readOne } from '../engine/record-reader.ts';
import { V1Error } from '../wire/v1-error.ts';
import { WireDate } from '../wire/wire-values.ts';

/** Largest signature or logo accepted: 1 MiB. Beyond it the upload is refused with 412 PE01-1109. */
export const maxFileBytes = 1024 * 1024;

/** Image types accepted, each with the bytes its files begin with. SVG is not: it can carry script. */
const imageTypes: readonly { type: string; magic: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    magic: (b) =>
      b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  },
  {
    type: 'image/webp',
    magic: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

interface FileTarget {
  readonly kind: 'signature' | 'logo';
  readonly ownerId: string;
  readonly action: 'metadata' | 'upload' | 'download';
}

function target(request: V1Request, caller: Caller): FileTarget | null {
  const [a, b, c, d, ...rest] = request.segments;
  if (rest.length > 0) return null;
  const action = d === undefined ? 'metadata' : d === 'upload' || d === 'download' ? d : null;
  if (action === null) return null;
  if (a === 'users' && c === 'signature' && b !== undefined) {
    return { kind: 'signature', ownerId: b === '@self' ? caller.userId : b, action };
  }
  if (a === 'accounts' && c === 'logo' && b !== undefined) {
    return { kind: 'logo', ownerId: b === '@own' ? caller.organization.id : b, action };
  }
  return null;
}

/**
 * Reads an upload as it streams in, counting bytes, and stops at the limit: a body that is (or
 * says it is) larger is refused without being kept.
 */
async function readUpload(request: V1Request): Promise<Buffer> {
  const declared = request.req.headers['content-length'];
  if (declared !== undefined && Number(declared) > maxFileBytes) {
    throw new V1Error('PE01-1109', `Files may be at most ${maxFileBytes} bytes; this one is ${declared}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of request.req) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > maxFileBytes) {
        request.req.pause();
        throw new V1Error('PE01-1109', `Files may be at most ${maxFileBytes} bytes`);
      }
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof V1Error) throw error;
    // The client went away mid-upload: bad input, nothing stored.
    throw new V1Error('PE01-9004', 'The upload was interrupted');
  }
  return Buffer.concat(chunks, size);
}

interface FileRow {
  readonly id: string;
  readonly file_name: string;
  readonly content_type: string;
  readonly content_size: number;
  readonly data?: Buffer;
  readonly updated_at: number;
}

function findFile(caller: Caller, t: FileTarget, withData: boolean): Promise<FileRow | undefined> {
  return caller.scope.first<FileRow>({
    from: 'files',
    columns: [
      'files.id',
      'files.file_name',
      'files.content_type',
      'files.content_size',
      'files.updated_at',
      ...(withData ? ['files.data'] : []),
    ],
    where: [{ sql: 'files.owner_kind = ? AND files.owner_id = ?', params: [t.kind, t.ownerId] }],
  });
}

function metadata(row: FileRow): V1Result {
  return {
    status: 200,
    body: {
      kind: 'data',
      root: 'file',
      value: {
        fileName: row.file_name,
        contentType: row.content_type,
        contentSize: row.content_size,
        updatedAt: new WireDate(row.updated_at),
      },
    },
  };
}

/**
 * Signatures (`users/{id}/signature`) and logos (`accounts/{id}/logo`): metadata, `upload`
 * (raw image body, `filename` parameter) and `download`. A user with full access changes their own
 * signature; the account owner changes anyone's and the logo.
 */
export async function fileResult(request: V1Request, caller: Caller): Promise<V1Result | null> {
  const t = target(request, caller);
  if (t === null) return null;
  const ownerExists =
    t.kind === 'logo'
      ? t.ownerId === caller.organization.id
      : (await readOne(caller, resources.users, t.ownerId, 'live', new Set())) !== undefined;
  if (!ownerExists)
    throw new V1Error('PE01-1101', `No ${t.kind === 'logo' ? 'Account' : 'User'} ${t.ownerId}`);
  if (t.action !== 'upload') {
    if (request.method !== 'GET')
      throw new V1Error('PE01-9004', 'Files are read with GET and written with POST .../upload');
    const row = await findFile(caller, t, t.action === 'download');
    if (row === undefined) throw new V1Error('PE01-1101', `No ${t.kind} has been uploaded`);
    if (t.action === 'metadata') return metadata(row);
    return {
      status: 200,
      body: { kind: 'binary', data: row.data ?? Buffer.alloc(0), contentType: row.content_type },
    };
  }
  if (request.method !== 'POST') throw new V1Error('PE01-9004', 'Upload a file with POST');
  // An upload is a write: read-only access refuses it, even for the member's own signature.
  requireFullAccess(caller);
  if (t.kind === 'logo' || t.ownerId !== caller.userId) requireOwner(caller);
  const declaredType = (request.req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const kind = imageTypes.find((i) => i.type === declaredType);
  if (kind === undefined) {
    throw new V1Error(
      'PE01-9005',
      `Upload a PNG, JPEG, GIF or WebP image, not ${declaredType === '' ? 'an untyped body' : declaredType}`,
    );
  }
  const fileName = (request.query.get('filename') ?? t.kind).slice(0, 255);
  const data = await readUpload(request);
  if (!kind.magic(data)) throw new V1Error('PE01-1104', `The file is not a ${kind.type} image`);
  const scope = caller.scope;
  await scope.transaction(async () => {
    const existing = await findFile(caller, t, false);
    if (existing === undefined) {
      await scope.insert('files', {
        owner_kind: t.kind,
        owner_id: t.ownerId,
        file_name: fileName,
        content_type: kind.type,
        content_size: data.length,
        data,
      });
    } else {
      await scope.update('files', existing.id, {
        file_name: fileName,
        content_type: kind.type,
        content_size: data.length,
        data,
      });
    }
  });
  if (!parseBooleanParam('response_object', request.query.get('response_object')))
    return { ...noContent, status: 201 };
  const row = await findFile(caller, t, false);
  return row === undefined ? noContent : { ...metadata(row), status: 201 };
}
