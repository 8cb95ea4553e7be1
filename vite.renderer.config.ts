import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { rendererCsp } from './shared/csp.ts';
import { aliases } from './vite.aliases.ts';

/** Puts the renderer's CSP into index.html, so it holds wherever the page is loaded from. */
const cspMeta = (): Plugin => ({
  name: 'tt-csp-meta',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: rendererCsp },
      injectTo: 'head-prepend',
    },
  ],
});

export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react(), cspMeta()],
  resolve: { alias: { '@shared': aliases['@shared'] } },
  build: {
    outDir: '../out/renderer',
    emptyOutDir: true,
    target: 'chrome130',
    sourcemap: false,
  },
});
