import type { Writable } from 'node:stream';

/** Where an export writes its text, in order; `write` resolves once the chunk may be followed. */
export interface TextSink {
  write(text: string): Promise<void>;
}

/**
 * A sink over a Node stream that honours backpressure: a write that fills the stream's buffer
 * waits for `drain`, so a large export never holds more than one buffer of text in memory.
 */
export function writableSink(stream: Writable): TextSink {
  return {
    write(text) {
      if (stream.destroyed || stream.writableEnded) {
        return Promise.reject(new Error('The destination was closed before the export finished.'));
      }
      if (stream.write(text, 'utf8')) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const done = (error?: Error): void => {
          stream.off('drain', onDrain);
          stream.off('close', onClose);
          stream.off('error', onError);
          if (error === undefined) resolve();
          else reject(error);
        };
        const onDrain = (): void => done();
        const onClose = (): void => done(new Error('The destination was closed before the export finished.'));
        const onError = (error: Error): void => done(error);
        stream.on('drain', onDrain);
        stream.on('close', onClose);
        stream.on('error', onError);
      });
    },
  };
}

/** Collects text in memory: for tests and small answers only. */
export class StringSink implements TextSink {
  #text = '';
  get text(): string {
    return this.#text;
  }
  write(text: string): Promise<void> {
    this.#text += text;
    return Promise.resolve();
  }
}
