import { extname, join, normalize, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** The file of the renderer build a URL path names, or undefined when it would leave the build folder. */
export function resolveRendererFile(root: string, pathname: string): string | undefined {
  const base = normalize(root + sep);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(base, decoded === '/' || decoded === '' ? 'index.html' : decoded));
  return file.startsWith(base) ? file : undefined;
}

export function contentTypeOf(file: string): string {
  return contentTypes[extname(file)] ?? 'application/octet-stream';
}
