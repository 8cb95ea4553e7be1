import { fileURLToPath } from 'node:url';

/** The import aliases of tsconfig.base.json's `paths`, for Vite and Vitest. */
export const aliases = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@main': fileURLToPath(new URL('./main', import.meta.url)),
};
