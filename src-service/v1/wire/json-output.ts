/**
 * JSON text built in pieces, written into UTF-8 bytes in runs of some kilobytes. The bytes land in a buffer
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
    this.#pending += json;
    // Written in runs of some kilobytes: one call into the encoder per run, not per piece.
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
    // At most three bytes per UTF-16 unit.
    this.#reserve(this.#pending.length * 3);
    this.#length += this.#buffer.write(this.#pending, this.#length, 'utf8');
    this.#pending = '';
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
