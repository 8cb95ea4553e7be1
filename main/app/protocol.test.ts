import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rendererCsp, rendererCspHeader } from '@shared/csp';
import { rendererResponse } from './protocol';

let root: string;
beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'tt-proto-'));
  root = join(dir, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<html></html>');
  await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(join(dir, 'secret.txt'), 'outside');
});

describe('the app:// renderer protocol', () => {
  it('serves the renderer build with the CSP and its content type', async () => {
    const res = await rendererResponse(root, 'app://terminal/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(rendererCspHeader);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const js = await rendererResponse(root, 'app://terminal/assets/app.js');
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('never serves a file outside the build', async () => {
    for (const path of ['%2e%2e/secret.txt', '..%2fsecret.txt', '../secret.txt', '%2e%2e%2fsecret.txt']) {
      const res = await rendererResponse(root, `app://terminal/${path}`);
      expect([403, 404], path).toContain(res.status);
      expect(await res.text(), path).not.toBe('outside');
    }
    expect((await rendererResponse(root, 'app://terminal/..%2fsecret.txt')).status).toBe(403);
  });

  it('answers only its own host', async () => {
    expect((await rendererResponse(root, 'app://elsewhere/index.html')).status).toBe(403);
  });
});

describe('the CSP', () => {
  it('names no remote origin and no inline or eval script', () => {
    for (const policy of [rendererCsp, rendererCspHeader]) {
      expect(policy).not.toMatch(/https?:|wss?:|\*|unsafe-inline|unsafe-eval/);
    }
    expect(rendererCspHeader).toContain("frame-ancestors 'none'");
    expect(rendererCsp).toContain("default-src 'none'");
    expect(rendererCsp).toContain("connect-src 'self'");
  });
});
