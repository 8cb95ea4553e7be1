import { describeError } from '@shared/ipc/errors';
import { usePreferencesSaveError } from '../../stores/preferences-save-error';

/** Why main refused the last change of a preference; what it kept shows again. */
export function PreferencesSaveError() {
  const error = usePreferencesSaveError((s) => s.error);
  if (error === null) return null;
  return (
    <p role="alert" className="error-text">
      The change was not saved: {describeError(error)}
    </p>
  );
}
