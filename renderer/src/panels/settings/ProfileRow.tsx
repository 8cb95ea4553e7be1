import { useState } from 'react';
import type { ProfileView } from '@shared/ipc/profile-schema';
import {
  useRemoveProfile,
  useReplaceKey,
  useSetActiveProfile,
  useTestConnection,
  useUpdateProfile,
} from '../../api/profiles-queries';
import { venueMarking } from '@shared/venue-presets';
import { markingClass, markingMeaning } from '../../ui/marking';
import { ConfirmDialog } from '../order-entry/ConfirmDialog';
import { ErrorText } from '../orders/ErrorText';
import { emptyKeyDraft, keyInputOf, venueDraftOf, venueOf } from './key-draft';
import { KeyFields } from './KeyFields';
import { PublicKeyNotice } from './PublicKeyNotice';
import { VenueFields } from './VenueFields';

/** Where the secret part of a profile's key is, in a user's words. */
const keyStorage: Record<ProfileView['key']['storedIn'], string> = {
  'secret-service': 'in the keychain (Secret Service)',
  'macos-keychain': 'in the macOS Keychain',
  'windows-credential-manager': 'in Windows Credential Manager',
  session: 'session-only key: in memory until the terminal closes (no keychain when it started)',
};

/** One profile: which venue and key, and switch, test, edit URLs, replace the key or delete. */
export function ProfileRow({ profile }: { profile: ProfileView }) {
  const marking = venueMarking(profile.venue);
  const missing = profile.key.missing;
  const [editing, setEditing] = useState<'venue' | 'key' | null>(null);
  const [venue, setVenue] = useState(() => venueDraftOf(profile.venue));
  const [key, setKey] = useState(emptyKeyDraft);
  const [deleting, setDeleting] = useState(false);
  const setActive = useSetActiveProfile();
  const test = useTestConnection();
  const update = useUpdateProfile();
  const replaceKey = useReplaceKey();
  const remove = useRemoveProfile();
  const name = profile.name;

  return (
    <li className="profile-row" aria-label={`Profile ${name}`}>
      <div className="profile-head">
        <strong>{name}</strong>{' '}
        <span className={markingClass(marking)} title={markingMeaning[marking]}>
          {marking}
        </span>{' '}
        {profile.active && <span aria-label="Active">(active)</span>}
        <span className="muted profile-key">
          {' '}
          {profile.key.type} key <span className="key-id">{profile.key.apiKey ?? '(no API key id yet)'}</span>{' '}
          <span className="key-store" aria-label={`Key storage of ${name}`}>
            · {keyStorage[profile.key.storedIn]}
          </span>
        </span>
      </div>
      {missing && (
        <p role="alert" aria-label={`Key of ${name}`} className="error-text">
          Key missing from the keychain: enter it again.
        </p>
      )}
      <div className="actions">
        <button
          type="button"
          aria-label={`Switch to ${name}`}
          disabled={profile.active || setActive.isPending}
          onClick={() => setActive.mutate(profile.id)}
        >
          Switch
        </button>
        <button
          type="button"
          aria-label={`Test connection of ${name}`}
          onClick={() => test.mutate(profile.id)}
        >
          Test connection
        </button>
        <button
          type="button"
          aria-label={`Edit venue of ${name}`}
          disabled={profile.builtIn === 'paper'}
          onClick={() => setEditing(editing === 'venue' ? null : 'venue')}
        >
          Venue URLs
        </button>
        <button
          type="button"
          aria-label={missing ? `Enter key of ${name} again` : `Replace key of ${name}`}
          onClick={() => setEditing(editing === 'key' ? null : 'key')}
        >
          {missing ? 'Enter key again' : 'Replace key'}
        </button>
        <button
          type="button"
          aria-label={`Delete ${name}`}
          disabled={profile.builtIn === 'paper'}
          onClick={() => setDeleting(true)}
        >
          Delete
        </button>
      </div>
      {profile.key.publicKeyPem && (
        <details>
          <summary>Public key to register</summary>
          <textarea
            aria-label={`Public key of ${name}`}
            readOnly
            value={profile.key.publicKeyPem}
            rows={4}
            cols={64}
          />
        </details>
      )}
      {test.data &&
        (test.data.ok ? (
          <p role="status" aria-label={`Connection test of ${name}`}>
            Connected. The key may: {test.data.permissions.join(', ') || 'nothing listed'}.
          </p>
        ) : (
          <p role="alert" aria-label={`Connection test of ${name}`} className="error-text">
            {test.data.message}
          </p>
        ))}
      <ErrorText error={test.error} label={`Connection test of ${name} failed`} />
      <ErrorText error={setActive.error} label={`Could not switch to ${name}`} />
      <ErrorText error={remove.error} label={`Could not delete ${name}`} />
      {editing === 'venue' && (
        <form
          aria-label={`Venue of ${name}`}
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate(
              { id: profile.id, patch: { venue: venueOf(venue) } },
              { onSuccess: () => setEditing(null) },
            );
          }}
        >
          <VenueFields draft={venue} onChange={setVenue} />
          <button type="submit">Save venue</button>
          <ErrorText error={update.error} label="Venue could not be saved" />
        </form>
      )}
      {editing === 'key' && (
        <form
          aria-label={`New key of ${name}`}
          onSubmit={(e) => {
            e.preventDefault();
            replaceKey.mutate(
              { id: profile.id, key: keyInputOf(key) },
              { onSuccess: () => setKey((k) => ({ ...k, secret: '', privateKeyPem: '' })) },
            );
          }}
        >
          <KeyFields draft={key} onChange={setKey} />
          <button type="submit">Save new key</button>
          <ErrorText error={replaceKey.error} label="Key could not be replaced" />
          {replaceKey.data && (
            <PublicKeyNotice
              profileName={name}
              publicKeyPem={replaceKey.data.publicKeyPem}
              sessionOnly={replaceKey.data.profile.key.storedIn === 'session'}
            />
          )}
        </form>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete the profile ${name}?`}
          confirmLabel="Delete profile"
          onConfirm={() => {
            setDeleting(false);
            remove.mutate(profile.id);
          }}
          onCancel={() => setDeleting(false)}
        >
          <p>Its key is removed from the keychain. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
