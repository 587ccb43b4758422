/**
 * Exact sums of decimal numbers written as text (PostgreSQL's numeric): the report totals add
 * the money of several ranges (whole months, partial months), and adding their doubles could
 * land a half cent on the other side of the rounding than the record scan's one exact SUM.
 */
export class ExactDecimal {
  #units = 0n;
  #scale = 0;

  /** Adds `text`: an optional sign, digits, an optional fraction (`-12.345`, `7`, `0.50`). */
  add(text: string): void {
    const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
    if (match === null) throw new Error(`Not a decimal number: ${text}`);
    const fraction = match[3] ?? '';
    let units = BigInt(`${match[2]}${fraction}`);
    if (match[1] === '-') units = -units;
    const scale = fraction.length;
    if (scale > this.#scale) {
      this.#units *= 10n ** BigInt(scale - this.#scale);
      this.#scale = scale;
    } else units *= 10n ** BigInt(this.#scale - scale);
    this.#units += units;
  }

  /** The sum as the nearest double, as the driver reads a numeric. */
  toNumber(): number {
    const negative = this.#units < 0n;
    const digits = (negative ? -this.#units : this.#units).toString().padStart(this.#scale + 1, '0');
    const whole = digits.slice(0, digits.length - this.#scale);
    const fraction = digits.slice(digits.length - this.#scale);
    return Number(`${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`);
  }
}
