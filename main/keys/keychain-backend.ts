import type { EntryOptions } from '@napi-rs/keyring';

/** The OS stores the terminal accepts. Linux's in-memory kernel keyring is deliberately not one. */
export type KeychainBackend = 'secret-service' | 'macos-keychain' | 'windows-credential-manager';

export interface BackendChoice {
  readonly backend: KeychainBackend;
  /** Pins the entry to this store so the library never silently falls back to another one. */
  readonly entryOptions: EntryOptions;
}

/** The persistent keychain of this platform, or undefined where there is none we trust. */
export function backendFor(platform: NodeJS.Platform): BackendChoice | undefined {
  switch (platform) {
    case 'linux':
      return { backend: 'secret-service', entryOptions: { linux: { store: 'secret-service' } } };
    case 'darwin':
      return { backend: 'macos-keychain', entryOptions: {} };
    case 'win32':
      return { backend: 'windows-credential-manager', entryOptions: {} };
    default:
      return undefined;
  }
}
