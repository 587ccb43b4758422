/**
 * JSON text built in pieces, as UTF-8: text as it comes, and pieces already encoded (an object
 * embedded in every row of a list) copied in as bytes. The answer is bytes anyway; building one
 * long string first costs a copy for every `+`, a flattening, and an encoding pass more.
 */
export class JsonOutput {
  readonly #chunks: Buffer[] = [];
  #pending = '';

  /** Appends JSON text. */
  text(json: string): void {
    this.#pending += json;
  }

  /** Appends JSON text already encoded as UTF-8 (the buffer is kept, not copied, until `finish`). */
  bytes(json: Buffer): void {
    this.#flush();
    this.#chunks.push(json);
  }

  /** Everything appended, as one buffer. */
  finish(): Buffer {
    this.#flush();
    return this.#chunks.length === 1 ? (this.#chunks[0] as Buffer) : Buffer.concat(this.#chunks);
  }

  #flush(): void {
    if (this.#pending === '') return;
    this.#chunks.push(Buffer.from(this.#pending, 'utf8'));
    this.#pending = '';
  }
}
