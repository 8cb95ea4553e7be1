import { useUiStore } from '../stores/ui-store';

/** The trader's choice of local time over UTC, wherever a pane shows times; every pane follows it. */
export function LocalTimeToggle({ label }: { readonly label: string }) {
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  const setTimeDisplay = useUiStore((s) => s.setTimeDisplay);
  return (
    <label>
      <input
        type="checkbox"
        checked={timeDisplay === 'local'}
        onChange={(e) => setTimeDisplay(e.target.checked ? 'local' : 'utc')}
      />
      {label}
    </label>
  );
}
