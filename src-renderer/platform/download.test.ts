import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadProof, startDownload } from './download.ts';

afterEach(() => vi.restoreAllMocks());

const id = 'A'.repeat(43);

describe('browser-host downloads', () => {
  it('computes the same proof as the host (HMAC-SHA256 of the id under the launch key)', async () => {
    // Value computed with Node's crypto for the same key and id.
    expect(await downloadProof('launch-key', id)).toBe('MOl6nFKBP3nYSMWR7iigw78jIdDC2Aovg6RH1abYYr4');
  });

  it('clicks a hidden link to the one-time address with the proof and the file name', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    await startDownload(`/exports/${id}`, 'stint-records.csv', 'launch-key');
    expect(clicked).toEqual([
      {
        href: `/exports/${id}?proof=MOl6nFKBP3nYSMWR7iigw78jIdDC2Aovg6RH1abYYr4`,
        download: 'stint-records.csv',
      },
    ]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('refuses any other address', async () => {
    await expect(startDownload('https://example.com/x', 'x.csv', 'k')).rejects.toThrow(/Not a download/);
    await expect(startDownload('/exports/short', 'x.csv', 'k')).rejects.toThrow(/Not a download/);
  });
});
