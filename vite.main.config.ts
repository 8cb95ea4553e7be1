import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import { aliases } from './vite.aliases.ts';

/** Electron's main process, bundled into one CommonJS file; only electron and native modules stay external. */
export default defineConfig({
  resolve: { alias: aliases },
  build: {
    ssr: 'main/app/main.ts',
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
      output: { format: 'cjs', entryFileNames: 'main.cjs' },
    },
  },
  ssr: { noExternal: true },
});
