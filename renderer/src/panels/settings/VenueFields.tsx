import { VENUE_PRESET_IDS, VENUE_PRESETS, venueMarking } from '@shared/venue-presets';
import { markingClass } from '../../ui/marking';
import { Choice, Field } from '../order-entry/Field';
import { choose, venueOf, venueUrlFields, venueUrlLabels, withUrl, type VenueDraft } from './key-draft';

const choices = ['paper', ...VENUE_PRESET_IDS, 'custom'] as const;
const choiceLabels = {
  paper: 'Embedded paper venue',
  ...Object.fromEntries(VENUE_PRESET_IDS.map((id) => [id, VENUE_PRESETS[id].label])),
  custom: 'Custom venue URLs',
} as Record<(typeof choices)[number], string>;

/** The venue a profile trades on: the embedded paper venue, a preset, or URLs typed in. */
export function VenueFields({
  draft,
  onChange,
}: {
  draft: VenueDraft;
  onChange: (draft: VenueDraft) => void;
}) {
  // URLs still being typed mark the venue LIVE: the cautious reading.
  const marking = venueMarking(venueOf(draft));
  const preset =
    draft.choice === 'paper' || draft.choice === 'custom' ? undefined : VENUE_PRESETS[draft.choice];
  return (
    <fieldset aria-label="Venue">
      <legend>Venue</legend>
      <Choice
        label="Venue kind"
        value={draft.choice}
        options={choices}
        labels={choiceLabels}
        onChange={(choice) => onChange(choose(draft, choice))}
      />
      <p className="venue-marking">
        <span className={markingClass(marking)} aria-label="Venue marking">
          {marking}
        </span>{' '}
        {marking === 'LIVE' && 'Orders on this venue trade real money.'}
        {marking === 'TESTNET' && 'Orders on this venue use test money.'}
        {marking === 'PAPER' && 'Simulated orders on the embedded paper venue.'}
        {preset && <> Create its API key at {preset.keysAt}.</>}
      </p>
      {draft.choice !== 'paper' &&
        venueUrlFields.map((field) => (
          <Field
            key={field}
            label={venueUrlLabels[field]}
            value={draft.urls[field]}
            inputMode="url"
            onChange={(value) => onChange(withUrl(draft, field, value))}
          />
        ))}
    </fieldset>
  );
}
