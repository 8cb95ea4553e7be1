import { useState } from 'react';
import { addProfileInputSchema } from '@shared/ipc/profile-schema';
import { useAddProfile } from '../../api/profiles-queries';
import { Field } from '../order-entry/Field';
import { ErrorText } from '../orders/ErrorText';
import { emptyKeyDraft, emptyVenueDraft, keyInputOf, venueOf, venueUrlLabels } from './key-draft';
import { KeyFields } from './KeyFields';
import { PublicKeyNotice } from './PublicKeyNotice';
import { VenueFields } from './VenueFields';

/** The schema's fields as the form labels them, for its refusals. */
const fieldWords: Record<string, string> = {
  name: 'Profile name',
  preset: 'Venue kind',
  apiKey: 'API key id',
  secret: 'Secret',
  privateKeyPem: 'Private key file (PEM)',
  ...venueUrlLabels,
};

/** Adds a profile: a name, a venue and a key (generated here, imported, or an HMAC pair). */
export function AddProfileForm() {
  const [name, setName] = useState('');
  const [venue, setVenue] = useState(emptyVenueDraft);
  const [key, setKey] = useState(emptyKeyDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddProfile();

  const submit = () => {
    const parsed = addProfileInputSchema.safeParse({ name, venue: venueOf(venue), key: keyInputOf(key) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[issue.path.length - 1] ?? '');
      const word = fieldWords[field];
      setProblem(`${word ? `${word} (${field})` : 'The profile'}: ${issue?.message ?? 'is not complete'}.`);
      return;
    }
    setProblem(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setName('');
        setKey((k) => ({ ...k, secret: '', privateKeyPem: '' }));
      },
    });
  };

  return (
    <form
      aria-label="Add profile"
      className="profile-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h4>Add a profile</h4>
      <Field label="Profile name" value={name} inputMode="text" onChange={setName} />
      <VenueFields draft={venue} onChange={setVenue} />
      <KeyFields draft={key} onChange={setKey} />
      {problem && (
        <p role="alert" className="error-text">
          {problem}
        </p>
      )}
      <button type="submit" disabled={add.isPending}>
        Add profile
      </button>
      <ErrorText error={add.error} label="Profile could not be added" />
      {add.data && (
        <PublicKeyNotice profileName={add.data.profile.name} publicKeyPem={add.data.publicKeyPem} />
      )}
    </form>
  );
}
