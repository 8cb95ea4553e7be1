import { describe, expect, it } from 'vitest';
import { keychainHelp } from './keychain-help';

describe('what the banner says is missing, on each OS', () => {
  it('names the store and how to get it working', () => {
    expect(keychainHelp('secret-service')).toMatch(/^On Linux, .*Secret Service.*gnome-keyring/);
    expect(keychainHelp('macos-keychain')).toMatch(/^On macOS, .*Keychain/);
    expect(keychainHelp('windows-credential-manager')).toMatch(/^On Windows, .*Credential Manager/);
    expect(keychainHelp('none')).toContain(
      'Secret Service on Linux, Keychain on macOS, Credential Manager on Windows',
    );
  });
});
