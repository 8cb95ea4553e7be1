import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import { aliases } from './vite.aliases.ts';

/**
 * The development host (`npm run start:web`, the e2e journeys, the bench), bundled into one ES module
 * like Electron's main, so a start loads one file instead of transpiling main/ from source.
 */
export default defineConfig({
  resolve: { alias: aliases },
  build: {
    ssr: 'main/dev-host/cli.ts',
    outDir: 'out/dev-host',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: false,
    rollupOptions: {
      external: ['@napi-rs/keyring', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
      output: { format: 'es', entryFileNames: 'cli.mjs' },
    },
  },
  ssr: { noExternal: true },
});
