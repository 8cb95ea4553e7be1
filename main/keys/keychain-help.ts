import type { KeychainBackend } from './keychain-backend';

/** What the terminal keeps keys in on each OS, and how a user gets it working: plain words for the banner. */
const HELP: Record<KeychainBackend | 'none', string> = {
  'secret-service':
    'On Linux, API keys are kept in a Secret Service keyring reached over D-Bus. Run the terminal in a ' +
    'desktop session with one running and unlocked: GNOME Keyring (sudo apt-get install gnome-keyring), ' +
    'KWallet or KeePassXC with its Secret Service integration on.',
  'macos-keychain':
    'On macOS, API keys are kept in the login Keychain. Unlock it in Keychain Access, and allow Tape ' +
    'Terminal when macOS asks.',
  'windows-credential-manager':
    'On Windows, API keys are kept in Credential Manager. Sign in with your own user account and make ' +
    'sure the Credential Manager service is running (services.msc).',
  none:
    'API keys are kept only in an OS keychain: Secret Service on Linux, Keychain on macOS, Credential ' +
    'Manager on Windows. This system has none the terminal supports.',
};

export function keychainHelp(backend: KeychainBackend | 'none'): string {
  return HELP[backend];
}
