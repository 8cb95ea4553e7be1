import type { Session, WebContents } from 'electron';

/** Only plain http(s) links without credentials may leave for the user's browser. */
export function isSafeExternalUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    !!url.hostname
  );
}

/**
 * Every web contents: no navigation away from the app, no new windows (a safe link opens in the user's
 * browser instead), no webviews.
 */
export function hardenWebContents(contents: WebContents, openExternal: (url: string) => void): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) openExternal(url);
    return { action: 'deny' };
  });
}

/** The terminal needs no camera, microphone, notifications-by-web-API, geolocation or anything else. */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
