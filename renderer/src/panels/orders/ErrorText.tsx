import { describeError } from '@shared/ipc/errors';

/** A failure where the user acted: the venue's message with its code, never swallowed. */
export function ErrorText({ error, label }: { error: unknown; label?: string }) {
  if (error === null || error === undefined) return null;
  return (
    <p role="alert" className="error-text" aria-label={label}>
      {describeError(error)}
    </p>
  );
}
