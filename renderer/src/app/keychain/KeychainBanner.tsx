import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { profilesQueries } from '../../api/profiles-queries';
import { useTerminal } from '../../api/terminal-context';
import { CheckKeychainAgain } from './CheckKeychainAgain';
import './keychain-banner.css';

/**
 * Above the workspace: what is missing when no OS keychain can hold keys, and how to get one on this OS;
 * and what main has to tell the user once (a Paper key it had to renew). Each can be dismissed.
 */
export function KeychainBanner() {
  const terminal = useTerminal();
  const keychain = useQuery(profilesQueries.keychain(terminal));
  const [keychainDismissed, setKeychainDismissed] = useState(false);
  const [notices, setNotices] = useState<readonly string[]>([]);

  useEffect(() => {
    let live = true;
    // Main gives each notice out once: ask at start and after every change of the profiles.
    const take = () =>
      void terminal.profiles
        .notices()
        .then((taken) => live && taken.length > 0 && setNotices((shown) => [...shown, ...taken]))
        .catch(() => undefined);
    take();
    const unsubscribe = terminal.profiles.onChanged(take);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [terminal]);

  const missing = keychain.data && !keychain.data.available && !keychainDismissed ? keychain.data : null;
  if (!missing && notices.length === 0) return null;
  return (
    <div className="keychain-banners">
      {missing && (
        <div role="alert" aria-label="No keychain" className="keychain-banner keychain-banner-missing">
          <p>
            <strong>No keychain for API keys.</strong> {missing.reason}
          </p>
          <p>{missing.help}</p>
          <p>
            Market data works. The Paper profile trades with a session-only key, held in memory until the
            terminal closes. Live profiles cannot store a key until a keychain is available: keys are never
            kept in a file.
          </p>
          <div className="keychain-banner-actions">
            <CheckKeychainAgain />
            <button type="button" onClick={() => setKeychainDismissed(true)}>
              Dismiss
            </button>
          </div>
        </div>
      )}
      {notices.map((notice, index) => (
        <div key={index} role="status" aria-label="Key notice" className="keychain-banner">
          <p>{notice}</p>
          <button type="button" onClick={() => setNotices((shown) => shown.filter((_, i) => i !== index))}>
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
