import { EventEmitter } from 'node:events';
import type { Session, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions, hardenWebContents, isSafeExternalUrl } from './security';

describe('isSafeExternalUrl', () => {
  it.each([
    ['https://www.binance.com/en/support', true],
    ['http://example.org/', true],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['app://terminal/index.html', false],
    ['smb://host/share', false],
    ['https://user:pass@example.org/', false],
    ['not a url', false],
    ['', false],
  ])('%s → %s', (url, safe) => expect(isSafeExternalUrl(url)).toBe(safe));
});

function fakeContents() {
  const emitter = new EventEmitter();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents = Object.assign(emitter, {
    setWindowOpenHandler: (handler: typeof openHandler) => (openHandler = handler),
  });
  return { contents: contents as unknown as WebContents, open: (url: string) => openHandler!({ url }) };
}

describe('hardenWebContents', () => {
  it('cancels every navigation, redirect and webview attach', () => {
    const { contents } = fakeContents();
    hardenWebContents(contents, vi.fn());
    for (const name of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const event = { preventDefault: vi.fn() };
      (contents as unknown as EventEmitter).emit(name, event, 'https://evil.example/');
      expect(event.preventDefault, name).toHaveBeenCalledOnce();
    }
  });

  it('denies new windows, sending only safe links to the browser', () => {
    const { contents, open } = fakeContents();
    const openExternal = vi.fn();
    hardenWebContents(contents, openExternal);
    expect(open('https://example.org/docs')).toEqual({ action: 'deny' });
    expect(open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://example.org/docs']]);
  });
});

describe('denyAllPermissions', () => {
  it('refuses every permission request and check', () => {
    let request: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | undefined;
    let check: (() => boolean) | undefined;
    const session = {
      setPermissionRequestHandler: (h: typeof request) => (request = h),
      setPermissionCheckHandler: (h: typeof check) => (check = h),
    } as unknown as Session;
    denyAllPermissions(session);
    const callback = vi.fn();
    request!({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    expect(check!()).toBe(false);
  });
});
