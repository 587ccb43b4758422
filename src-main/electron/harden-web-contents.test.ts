import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../core/logging/logger.ts';
import { denyAllPermissions, hardenWebContents } from './harden-web-contents.ts';

vi.mock('electron', () => ({}));

type Listener = (event: { preventDefault: () => void }, url: string) => void;

function setup(openMiniWindow?: () => void) {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents = {
    on: vi.fn((name: string, listener: Listener) => listeners.set(name, listener)),
    setWindowOpenHandler: vi.fn((handler: typeof openHandler) => (openHandler = handler)),
  };
  const openExternal = vi.fn(() => Promise.resolve());
  hardenWebContents(contents as never, {
    trustedOrigins: ['app://stint'],
    openExternal,
    logger: createLogger({ write: () => undefined }),
    ...(openMiniWindow === undefined ? {} : { openMiniWindow }),
  });
  const fire = (name: string, url: string): boolean => {
    const preventDefault = vi.fn();
    listeners.get(name)!({ preventDefault }, url);
    return preventDefault.mock.calls.length > 0;
  };
  return { fire, openExternal, open: (url: string) => openHandler!({ url }) };
}

describe('hardenWebContents', () => {
  it('refuses every new window and opens web links in the system browser', () => {
    const { open, openExternal } = setup();
    expect(open('https://example.com/help')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://example.com/help');
  });

  it('never hands a non-web URL to the system', () => {
    const { open, openExternal } = setup();
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'app://stint/x']) {
      expect(open(url)).toEqual({ action: 'deny' });
    }
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('turns the page asking for its mini view into the app’s own mini window, and nothing else', () => {
    const openMini = vi.fn();
    const { open, openExternal } = setup(openMini);
    expect(open('app://stint/index.html?view=mini')).toEqual({ action: 'deny' });
    expect(openMini).toHaveBeenCalledTimes(1);
    // Another origin asking for "?view=mini" is a web page like any other.
    expect(open('https://evil.example/?view=mini')).toEqual({ action: 'deny' });
    expect(open('app://stint/index.html?view=main')).toEqual({ action: 'deny' });
    expect(openMini).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith('https://evil.example/?view=mini');
  });

  it('blocks navigation away from the app but allows it inside', () => {
    const { fire, openExternal } = setup();
    expect(fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://evil.example/');
    expect(fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-navigate', 'app://stint/index.html#/reports')).toBe(false);
    expect(fire('will-redirect', 'https://evil.example/')).toBe(true);
  });

  it('refuses to attach webviews', () => {
    const { fire } = setup();
    expect(fire('will-attach-webview', '')).toBe(true);
  });
});

describe('denyAllPermissions', () => {
  it('answers no to every request and check', () => {
    let requestHandler: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | undefined;
    let checkHandler: (() => boolean) | undefined;
    denyAllPermissions({
      setPermissionRequestHandler: (h: typeof requestHandler) => (requestHandler = h),
      setPermissionCheckHandler: (h: typeof checkHandler) => (checkHandler = h),
    } as never);
    const answers: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
      requestHandler!({}, permission, (granted) => answers.push(granted));
    }
    expect(answers).toEqual([false, false, false, false]);
    expect(checkHandler!()).toBe(false);
  });
});
