import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { finished } from 'node:stream/promises';
import { writableSink, type TextSink } from './text-sink.ts';

/**
 * Writes a file through a sink so that the person never finds half an export: the text goes to a
 * hidden temporary file next to the destination, which replaces the destination only once all was
 * written and flushed. A failure removes the temporary file and leaves any earlier file untouched.
 */
export async function writeFileAtomically<T>(
  destination: string,
  produce: (sink: TextSink) => Promise<T>,
): Promise<T> {
  const temporary = join(
    dirname(destination),
    `.${basename(destination)}.${randomBytes(6).toString('hex')}.partial`,
  );
  const stream = createWriteStream(temporary, { flags: 'wx', mode: 0o600 });
  try {
    const result = await produce(writableSink(stream));
    stream.end();
    await finished(stream);
    await rename(temporary, destination);
    return result;
  } catch (error) {
    stream.destroy();
    await finished(stream).catch(() => undefined);
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}
