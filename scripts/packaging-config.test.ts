import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const config = parse(readFileSync('electron-builder.yml', 'utf8')) as Record<string, unknown>;
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  main: string;
  dependencies: Record<string, string>;
};

describe('electron-builder.yml', () => {
  it('names the app and packs it into an asar', () => {
    expect(config).toMatchObject({
      appId: 'org.tapeterminal.desktop',
      productName: 'Tape Terminal',
      asar: true,
    });
  });

  it('sets the Electron fuses: no RunAsNode, no NODE_OPTIONS, encrypted cookies, asar integrity, asar only', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('builds AppImage and deb, dmg, and nsis, with icons from assets/', () => {
    expect(config).toMatchObject({
      linux: { target: ['AppImage', 'deb'] },
      mac: { target: 'dmg' },
      win: { target: 'nsis' },
    });
    for (const platform of ['linux', 'mac', 'win'] as const) {
      const icon = (config[platform] as { icon: string }).icon;
      expect(icon.startsWith('assets/') && existsSync(icon), icon).toBe(true);
    }
  });

  it('packs the bundles only, never the development host, and main points into them', () => {
    const files = config.files as string[];
    expect(files).toContain('out/main/**');
    expect(files.some((f) => f.includes('dev-host') || f.startsWith('main/'))).toBe(false);
    expect(pkg.main).toBe('out/main/main.cjs');
  });
});
