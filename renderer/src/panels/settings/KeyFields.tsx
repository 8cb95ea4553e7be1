import { useId } from 'react';
import { Choice, Field } from '../order-entry/Field';
import type { KeyDraft, KeyKind } from './key-draft';

const kindLabels: Record<KeyKind, string> = {
  'generate-ed25519': 'Generate an Ed25519 key here',
  'import-pem': 'Import a private key (PEM)',
  hmac: 'Paste an HMAC API key and secret',
};

/** The key part of a profile form. The secret is a password field: it can be typed, never shown. */
export function KeyFields({ draft, onChange }: { draft: KeyDraft; onChange: (draft: KeyDraft) => void }) {
  const set = (change: Partial<KeyDraft>) => onChange({ ...draft, ...change });
  const secretId = useId();
  const pemId = useId();
  return (
    <fieldset aria-label="API key">
      <legend>API key</legend>
      <Choice
        label="Key source"
        value={draft.kind}
        options={['generate-ed25519', 'import-pem', 'hmac'] as const}
        labels={kindLabels}
        onChange={(kind) => set({ kind })}
      />
      <Field
        label={draft.kind === 'generate-ed25519' ? 'API key id (if already registered)' : 'API key id'}
        value={draft.apiKey}
        inputMode="text"
        onChange={(apiKey) => set({ apiKey })}
      />
      {draft.kind === 'hmac' && (
        <div className="field">
          <label htmlFor={secretId}>Secret</label>
          <input
            id={secretId}
            type="password"
            autoComplete="new-password"
            value={draft.secret}
            onChange={(e) => set({ secret: e.target.value })}
          />
        </div>
      )}
      {draft.kind === 'import-pem' && (
        <>
          <Choice
            label="Key type"
            value={draft.pemType}
            options={['ED25519', 'RSA'] as const}
            onChange={(pemType) => set({ pemType })}
          />
          <div className="field">
            <label htmlFor={pemId}>Private key file (PEM)</label>
            <input
              id={pemId}
              type="file"
              accept=".pem,.key,.txt"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void file.text().then((privateKeyPem) => set({ privateKeyPem }));
              }}
            />
            <span aria-live="polite">
              {draft.privateKeyPem ? 'Private key loaded (not shown).' : 'No key loaded.'}
            </span>
          </div>
        </>
      )}
    </fieldset>
  );
}
