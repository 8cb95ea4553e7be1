import { defineConfig } from 'vite';
import { aliases } from './vite.aliases.ts';

/** The preload, as one CommonJS file with nothing to require but electron: what a sandboxed preload needs. */
export default defineConfig({
  resolve: { alias: aliases },
  build: {
    ssr: 'main/preload/preload.ts',
    outDir: 'out/preload',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: false,
    rollupOptions: {
      external: ['electron'],
      output: { format: 'cjs', entryFileNames: 'preload.cjs', codeSplitting: false },
    },
  },
  ssr: { noExternal: true },
});
