import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useActiveProfile } from '../../api/active-profile';
import { useTerminal } from '../../api/terminal-context';
import { useSetTheme, workspaceQueries } from '../../api/workspace-queries';
import { useUiStore } from '../../stores/ui-store';
import { Choice } from '../order-entry/Field';
import { PreferencesSaveError } from './PreferencesSaveError';
import { TradingHabitsSection } from './TradingHabitsSection';
import {
  comboOf,
  confirmKindLabels,
  hotkeyLabels,
  usePreferences,
  type ConfirmKind,
  type HotkeyAction,
} from './preferences-store';

const modifierKeys = new Set(['Control', 'Alt', 'Shift', 'Meta']);
const actions = Object.keys(hotkeyLabels) as HotkeyAction[];

/** Confirmations, notifications, theme, time zone and hotkeys; main keeps them (app/preferences). */
export function PreferencesSection() {
  const terminal = useTerminal();
  const { profile } = useActiveProfile();
  const workspace = useQuery(workspaceQueries.state(terminal, profile.workspaceKey));
  const setTheme = useSetTheme();
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  const setTimeDisplay = useUiStore((s) => s.setTimeDisplay);
  const prefs = usePreferences();
  // A combination another action has is refused here, in the field's words, before main is asked.
  const [hotkeyProblem, setHotkeyProblem] = useState<string | null>(null);
  const record = (action: HotkeyAction, combo: string) => {
    const owner = actions.find((other) => other !== action && combo !== '' && prefs.hotkeys[other] === combo);
    if (owner) {
      const kept = prefs.hotkeys[action] === '' ? 'has none' : `stays ${prefs.hotkeys[action]}`;
      setHotkeyProblem(
        `${combo} is already the hotkey for ${hotkeyLabels[owner]}: the ${hotkeyLabels[action]} hotkey ${kept}.`,
      );
      return;
    }
    setHotkeyProblem(null);
    prefs.setHotkey(action, combo);
  };

  return (
    <>
      <PreferencesSaveError />
      <fieldset aria-label="Confirmations" className="checks">
        <legend>Ask before placing ({profile.name} profile)</legend>
        {(Object.keys(confirmKindLabels) as ConfirmKind[]).map((kind) => (
          <label key={kind}>
            <input
              type="checkbox"
              checked={prefs.confirm[kind]}
              onChange={(e) => prefs.setConfirm(kind, e.target.checked)}
            />
            Confirm {confirmKindLabels[kind]}
          </label>
        ))}
      </fieldset>
      <fieldset aria-label="Notifications" className="checks">
        <legend>Notifications</legend>
        <label>
          <input
            type="checkbox"
            checked={prefs.notifications}
            onChange={(e) => {
              // One switch: main follows it for OS notifications, the renderer for its notices.
              prefs.setNotifications(e.target.checked);
              if (
                e.target.checked &&
                typeof Notification !== 'undefined' &&
                Notification.permission === 'default'
              )
                void Notification.requestPermission();
            }}
          />
          Notify on fills, cancels and rejections
        </label>
      </fieldset>
      <fieldset aria-label="Display">
        <legend>Display</legend>
        <Choice
          label="Theme"
          value={workspace.data?.theme ?? 'dark'}
          options={['dark', 'light'] as const}
          labels={{ dark: 'Dark', light: 'Light' }}
          onChange={(theme) => setTheme.mutate(theme)}
        />
        <Choice
          label="Time zone"
          value={timeDisplay}
          options={['utc', 'local'] as const}
          labels={{ utc: 'UTC', local: 'Local time' }}
          onChange={setTimeDisplay}
        />
      </fieldset>
      <TradingHabitsSection />
      <fieldset aria-label="Hotkeys">
        <legend>Hotkeys</legend>
        {actions.map((action) => (
          <label key={action} className="hotkey-field">
            <span>{hotkeyLabels[action]} hotkey</span>
            <input
              readOnly
              value={prefs.hotkeys[action]}
              placeholder="Press a key combination"
              onKeyDown={(e) => {
                if (e.key === 'Tab') return;
                e.preventDefault();
                if (e.key === 'Backspace' || e.key === 'Delete') record(action, '');
                else if (!modifierKeys.has(e.key)) record(action, comboOf(e.nativeEvent));
              }}
            />
          </label>
        ))}
        {hotkeyProblem && (
          <p role="alert" className="error-text" aria-label="Hotkey refused">
            {hotkeyProblem}
          </p>
        )}
        <p className="muted field-note">Focus a field and press the combination; Backspace clears it.</p>
      </fieldset>
    </>
  );
}
