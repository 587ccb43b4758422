/** A JSON string's text needs no escape and is one byte per character: printable ASCII but `"` and `\\`. */
const plainString = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

const quote = 0x22;
const minus = 0x2d;
const zero = 0x30;

/**
 * JSON written straight into UTF-8 bytes, piece by piece: no string is built for an answer, only
 * the bytes. The bytes land in a buffer lent by `OutputBuffers` and given back once the answer is
 * on the socket, so a page of a thousand records (over a megabyte) allocates almost nothing that
 * the collector must follow: a fresh buffer per answer is memory outside V8's heap, which V8
 * collects only after tens of megabytes of it, and a string per row was most of a page's garbage.
 */
export class JsonOutput {
  readonly #buffers: OutputBuffers;
  #buffer: Buffer;
  #length = 0;

  constructor(buffers: OutputBuffers = outputBuffers) {
    this.#buffers = buffers;
    this.#buffer = buffers.acquire(0);
  }

  /** Appends JSON text. */
  text(json: string): void {
    // At most three bytes per UTF-16 unit.
    this.#reserve(json.length * 3);
    this.#length += this.#buffer.write(json, this.#length, 'utf8');
  }

  /** Appends JSON text already encoded as UTF-8 (a key, an embedded object encoded once per page). */
  bytes(json: Uint8Array): void {
    const n = json.length;
    this.#reserve(n);
    const buffer = this.#buffer;
    const at = this.#length;
    // A key or a keyword: a loop costs less than the call that copies a large chunk.
    if (n <= 32) for (let i = 0; i < n; i++) buffer[at + i] = json[i] as number;
    else buffer.set(json, at);
    this.#length = at + n;
  }

  /** Appends one ASCII character of JSON syntax (`,`, `{`, …) by its code. */
  ascii(code: number): void {
    this.#reserve(1);
    this.#buffer[this.#length++] = code;
  }

  /** Appends a string value, quoted and escaped exactly as `JSON.stringify` writes it. */
  string(value: string): void {
    if (!plainString.test(value)) {
      this.text(JSON.stringify(value));
      return;
    }
    this.#reserve(value.length + 2);
    const buffer = this.#buffer;
    buffer[this.#length++] = quote;
    this.#length += buffer.write(value, this.#length, 'latin1');
    buffer[this.#length++] = quote;
  }

  /** Appends a finite number as `JSON.stringify` writes it (digits of an integer without a string between). */
  number(value: number): void {
    if (!Number.isSafeInteger(value)) {
      this.text(String(value));
      return;
    }
    // At most 16 digits and a sign.
    this.#reserve(17);
    const buffer = this.#buffer;
    let n = value;
    if (n < 0) {
      buffer[this.#length++] = minus;
      n = -n;
    }
    let digits = 1;
    for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    let at = this.#length + digits;
    this.#length = at;
    do {
      const next = Math.floor(n / 10);
      buffer[--at] = zero + (n - next * 10);
      n = next;
    } while (n > 0);
  }

  /** Everything appended, and the function that lends the buffer out again once it was sent. */
  finish(): { readonly bytes: Buffer; readonly sent: () => void } {
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
