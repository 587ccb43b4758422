/** 1 000 000: digits in groups of three, as the progress and summary lines print counts. */
export const groupDigits = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

export const progressText = (done: number, total: number): string =>
  `generating ${groupDigits(done)} / ${groupDigits(total)} records`;

/**
 * The progress of `generate`: on a terminal one line rewritten in place as records are written;
 * elsewhere (a log, a pipe) a line at every tenth, so that a log is not flooded.
 */
export function progressPrinter(
  write: (text: string) => void,
  tty: boolean,
): (done: number, total: number) => void {
  let printedTenths = 0;
  return (done, total) => {
    if (tty) {
      write(`\r${progressText(done, total)}${done === total ? '\n' : ''}`);
      return;
    }
    const tenths = Math.floor((done * 10) / total);
    if (tenths <= printedTenths) return;
    printedTenths = tenths;
    write(`${progressText(done, total)}\n`);
  };
}
