import { defineConfig } from 'vite';

/** The preload, as one CommonJS file with nothing to require but electron: what a sandboxed preload needs. */
export default defineConfig({
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
