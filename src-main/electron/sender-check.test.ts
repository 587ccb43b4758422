import { describe, expect, it } from 'vitest';
import { isTrustedSender } from './sender-check.ts';

const origins = ['app://stint'];
const ids = new Set([3]);

describe('isTrustedSender', () => {
  it('trusts the top frame of our window showing our origin', () => {
    expect(
      isTrustedSender({ url: 'app://stint/index.html', isMainFrame: true, webContentsId: 3 }, origins, ids),
    ).toBe(true);
  });

  it.each([
    ['no frame', null],
    ['an iframe', { url: 'app://stint/index.html', isMainFrame: false, webContentsId: 3 }],
    ['another webContents', { url: 'app://stint/index.html', isMainFrame: true, webContentsId: 9 }],
    ['a web page', { url: 'https://evil.example/', isMainFrame: true, webContentsId: 3 }],
    ['a file URL', { url: 'file:///etc/passwd', isMainFrame: true, webContentsId: 3 }],
    ['a data URL', { url: 'data:text/html,<script>', isMainFrame: true, webContentsId: 3 }],
    ['a look-alike host', { url: 'app://stint.evil/index.html', isMainFrame: true, webContentsId: 3 }],
    ['garbage', { url: 'not a url', isMainFrame: true, webContentsId: 3 }],
  ])('refuses %s', (_label, frame) => {
    expect(isTrustedSender(frame, origins, ids)).toBe(false);
  });
});
