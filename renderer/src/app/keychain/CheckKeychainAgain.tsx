import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { profilesQueries } from '../../api/profiles-queries';
import { useTerminal } from '../../api/terminal-context';
import './check-keychain-again.css';

/**
 * Asks main to probe the OS keychain again, for a keyring unlocked or started after the terminal:
 * every view of the keychain's state follows the answer, so a keychain that answers now clears the
 * warnings without a restart.
 */
export function CheckKeychainAgain() {
  const terminal = useTerminal();
  const keychain = useQuery(profilesQueries.keychain(terminal));
  const [asked, setAsked] = useState(false);
  const stillMissing = asked && !keychain.isFetching && keychain.data?.available === false;
  return (
    <span className="check-keychain-again">
      <button
        type="button"
        disabled={keychain.isFetching}
        onClick={() => {
          setAsked(true);
          void keychain.refetch();
        }}
      >
        {keychain.isFetching ? 'Checking…' : 'Check again'}
      </button>
      {stillMissing && <span role="status">Still no keychain.</span>}
    </span>
  );
}
