import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { useHotkey } from '../../panels/order-entry/use-hotkeys';
import { hotkeyLabels, usePreferences, type HotkeyAction } from '../../panels/settings/preferences-store';

/** Every hotkey and what it does, on `?` (rebind them in Settings › Hotkeys). */
export function HotkeyHelp() {
  const [open, setOpen] = useState(false);
  const hotkeys = usePreferences((s) => s.hotkeys);
  useHotkey('help', () => setOpen((shown) => !shown));
  if (!open) return null;
  return (
    <Dialog title="Keyboard" className="hotkey-help" onDismiss={() => setOpen(false)}>
      <dl className="figures" aria-label="Hotkeys">
        {(Object.keys(hotkeyLabels) as HotkeyAction[]).map((action) => (
          <div key={action} className="hotkey-row">
            <dt>{hotkeyLabels[action]}</dt>
            <dd className="num">{hotkeys[action] || '—'}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">
        Change them in Settings › Hotkeys. The watchlist moves with the arrow keys. Buying, selling and
        cancelling trade what the market panels show: a futures contract linked there, with the futures form's
        size.
      </p>
      <button type="button" autoFocus onClick={() => setOpen(false)}>
        Close
      </button>
    </Dialog>
  );
}
