import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import { aliases } from './vite.aliases.ts';

/**
 * The development host (`npm run start:web`, the e2e journeys, the bench), bundled into ES modules
 * like Electron's main, so a start loads built files instead of transpiling main/ from source: the host
 * and, beside it, the embedded paper venue's thread (both entries and their shared chunks in one folder,
 * where main/terminal/embedded-venue.ts looks for the thread).
 */
export default defineConfig({
  resolve: { alias: aliases },
  build: {
    ssr: true,
    outDir: 'out/dev-host',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: false,
    rollupOptions: {
      external: ['@napi-rs/keyring', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
      input: {
        cli: 'main/dev-host/cli.ts',
        'embedded-venue-thread': 'main/terminal/embedded-venue-thread.ts',
      },
      output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    },
  },
  ssr: { noExternal: true },
});
