import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import { aliases } from './vite.aliases.ts';

/**
 * Electron's main process, bundled as CommonJS; only electron and native modules stay external. The
 * embedded paper venue's thread is a second entry beside it (main/terminal/embedded-venue.ts looks
 * for it there).
 */
export default defineConfig({
  resolve: { alias: aliases },
  build: {
    ssr: true,
    outDir: 'out/main',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: false,
    rollupOptions: {
      external: [
        'electron',
        '@napi-rs/keyring',
        ...builtinModules,
        ...builtinModules.map((m) => `node:${m}`),
      ],
      input: { main: 'main/app/main.ts', 'embedded-venue-thread': 'main/terminal/embedded-venue-thread.ts' },
      output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' },
    },
  },
  ssr: { noExternal: true },
});
