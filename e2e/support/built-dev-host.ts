import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where `npm run build:dev-host` writes the development host (vite.dev-host.config.ts). */
export const builtDevHost = 'out/dev-host/cli.mjs';

/** Builds the development host from the current source, as `npm run start:web` does before it runs it. */
export function buildDevHost(): void {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'vite.dev-host.config.ts', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error(`Building the development host failed (exit ${build.status}).`);
}

/** The built development host; says how to build it when it is missing. */
export function requireBuiltDevHost(): string {
  if (!existsSync(builtDevHost))
    throw new Error(`No development host build at ${builtDevHost}. Build it first: npm run build:dev-host`);
  return builtDevHost;
}
