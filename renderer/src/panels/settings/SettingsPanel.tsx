import { useQuery } from '@tanstack/react-query';
import { profilesQueries } from '../../api/profiles-queries';
import { useTerminal } from '../../api/terminal-context';
import { CheckKeychainAgain } from '../../app/keychain/CheckKeychainAgain';
import { ErrorText } from '../orders/ErrorText';
import { AddProfileForm } from './AddProfileForm';
import { PreferencesSection } from './PreferencesSection';
import { ProfileRow } from './ProfileRow';
import './settings.css';

/** Profiles and keys, venue URLs, and the trader's preferences. */
export function SettingsPanel() {
  const terminal = useTerminal();
  const list = useQuery(profilesQueries.list(terminal));
  const keychain = useQuery(profilesQueries.keychain(terminal));
  return (
    <section className="panel settings-panel" aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      <h3>Profiles</h3>
      {keychain.data?.available && (
        <p role="status" aria-label="Keychain" className="muted">
          API keys are kept in the OS keychain ({keychain.data.backend}), never in a file.
        </p>
      )}
      {keychain.data && !keychain.data.available && (
        <div role="alert" aria-label="Keychain" className="error-text keychain-missing">
          <p>
            No keychain to keep keys in ({keychain.data.backend}): {keychain.data.reason}
          </p>
          <p>{keychain.data.help}</p>
          <p>
            Live profiles cannot store a key until it is available: keys are never kept in a file. The Paper
            profile uses a session-only key, held in memory until the terminal closes.
          </p>
          <CheckKeychainAgain />
        </div>
      )}
      <ErrorText error={list.error} label="Profiles could not be loaded" />
      <ul aria-label="Profiles" className="profile-list">
        {(list.data?.profiles ?? []).map((p) => (
          <ProfileRow key={p.id} profile={p} />
        ))}
      </ul>
      <AddProfileForm />
      <h3>Preferences</h3>
      <PreferencesSection />
    </section>
  );
}
