/** Pieces at least this long are written at once rather than gathered into a run. */
const directLength = 512;

/**
 * JSON text built in pieces, written into UTF-8 bytes (small pieces gathered into runs of some
 * kilobytes, a record's at once). The bytes land in a buffer
 * lent by `OutputBuffers` and given back once the answer is on the socket, so a page of a
 * thousand records (over a megabyte) allocates nothing that outlives the request: a fresh buffer
 * per answer is memory outside V8's heap, which V8 collects only after tens of megabytes of it.
 */
export class JsonOutput {
  readonly #buffers: OutputBuffers;
  #buffer: Buffer;
  #length = 0;
  #pending = '';

  constructor(buffers: OutputBuffers = outputBuffers) {
    this.#buffers = buffers;
    this.#buffer = buffers.acquire(0);
  }

  /** Appends JSON text. */
  text(json: string): void {
    if (json.length >= directLength) {
      // A piece the size of a record goes to the bytes at once: it is then flattened and
      // encoded while still in the processor's cache, and is garbage at the next young
      // collection instead of surviving it inside a run. A page of a thousand records took
      // 2.5 ms to write so in the service, against 3.0 in runs (medians of 300).
      this.#flush();
      this.#write(json);
      return;
    }
    this.#pending += json;
    // Small pieces in runs of some kilobytes: one call into the encoder per run, not per piece.
    if (this.#pending.length > 16_384) this.#flush();
  }

  /** Everything appended, and the function that lends the buffer out again once it was sent. */
  finish(): { readonly bytes: Buffer; readonly sent: () => void } {
    this.#flush();
    const buffer = this.#buffer;
    let returned = false;
    return {
      bytes: buffer.subarray(0, this.#length),
      sent: () => {
        if (returned) return;
        returned = true;
        this.#buffers.release(buffer);
      },
    };
  }

  #flush(): void {
    if (this.#pending === '') return;
    this.#write(this.#pending);
    this.#pending = '';
  }

  #write(text: string): void {
    // At most three bytes per UTF-16 unit.
    this.#reserve(text.length * 3);
    this.#length += this.#buffer.write(text, this.#length, 'utf8');
  }

  #reserve(more: number): void {
    if (this.#length + more <= this.#buffer.length) return;
    const larger = this.#buffers.acquire(this.#length + more);
    this.#buffer.copy(larger, 0, 0, this.#length);
    this.#buffers.release(this.#buffer);
    this.#buffer = larger;
  }
}

/**
 * A few reusable output buffers: `keep` of them at most, each kept only up to `maxKeptBytes`
 * (a larger one, for an unusually large answer, is left to the collector). Sizes are powers of
 * two from 64 KiB, so a buffer fits the next answer of about the same size.
 */
export class OutputBuffers {
  readonly #free: Buffer[] = [];
  readonly #keep: number;
  readonly #maxKeptBytes: number;

  constructor(keep = 4, maxKeptBytes = 4 * 1024 * 1024) {
    this.#keep = keep;
    this.#maxKeptBytes = maxKeptBytes;
  }

  /** Buffers held for reuse now (for the test of the bound). */
  get held(): number {
    return this.#free.length;
  }

  acquire(minBytes: number): Buffer {
    const index = this.#free.findIndex((b) => b.length >= minBytes);
    if (index >= 0) return this.#free.splice(index, 1)[0] as Buffer;
    let size = 64 * 1024;
    while (size < minBytes) size *= 2;
    // Unpooled: Node's shared pool slab would keep unrelated small buffers alive with it.
    return Buffer.allocUnsafeSlow(size);
  }

  release(buffer: Buffer): void {
    if (buffer.length > this.#maxKeptBytes || this.#free.length >= this.#keep) return;
    this.#free.push(buffer);
  }
}

/** The process's output buffers. */
export const outputBuffers = new OutputBuffers();
