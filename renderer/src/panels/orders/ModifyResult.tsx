import { describeError } from '@shared/ipc/errors';

/**
 * What a Modify dialog's change did, in a sentence: refused (with the venue's words), or the order as
 * it now stands, marked as a refusal where the venue did something else instead.
 */
export function ModifyResult({
  error,
  outcome,
}: {
  readonly error: unknown;
  readonly outcome: { readonly text: string; readonly done: boolean } | null;
}) {
  if (error)
    return (
      <p role="status" aria-label="Modify result" className="error-text">
        Not modified: {describeError(error)}
      </p>
    );
  if (!outcome) return null;
  return (
    <p role="status" aria-label="Modify result" className={outcome.done ? undefined : 'error-text'}>
      {outcome.text}
    </p>
  );
}
