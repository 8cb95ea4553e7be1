import { Choice, Field } from '../order-entry/Field';
import { venueUrlFields, venueUrlLabels, type VenueDraft } from './key-draft';

/** The venue a profile trades on: the embedded paper venue, or custom URLs. */
export function VenueFields({
  draft,
  onChange,
}: {
  draft: VenueDraft;
  onChange: (draft: VenueDraft) => void;
}) {
  return (
    <fieldset aria-label="Venue">
      <legend>Venue</legend>
      <Choice
        label="Venue kind"
        value={draft.kind}
        options={['paper', 'custom'] as const}
        labels={{ paper: 'Embedded paper venue', custom: 'Custom venue URLs (live)' }}
        onChange={(kind) => onChange({ ...draft, kind })}
      />
      {draft.kind === 'custom' &&
        venueUrlFields.map((field) => (
          <Field
            key={field}
            label={venueUrlLabels[field]}
            value={draft.urls[field]}
            inputMode="url"
            onChange={(value) => onChange({ ...draft, urls: { ...draft.urls, [field]: value } })}
          />
        ))}
    </fieldset>
  );
}
