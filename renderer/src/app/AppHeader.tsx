import type { ThemeName } from '@shared/ipc/workspace';
import type { ActiveProfile } from '../api/active-profile';
import { markingClass, markingMeaning } from '../ui/marking';
import { ToggleGroup } from '../ui/ToggleGroup';
import { OrderNoticeStack } from './notices/OrderNoticeStack';
import { panelTitles, symbolPanels, type SymbolPanel } from './workspace/panels';

interface AppHeaderProps {
  readonly profile: ActiveProfile;
  readonly theme: ThemeName;
  readonly onToggleTheme: () => void;
  readonly onResetLayout: () => void;
  readonly onOpenSettings: () => void;
  /** Opens another panel for the active symbol; absent until there is one. */
  readonly onAddPanel?: (kind: SymbolPanel) => void;
  /** Shows the Alerts panel. */
  readonly onOpenAlerts?: () => void;
  /** Opens the named layouts: save as, switch, delete, export, import. */
  readonly onOpenLayouts?: () => void;
}

export function AppHeader({
  profile,
  theme,
  onToggleTheme,
  onResetLayout,
  onOpenSettings,
  onAddPanel,
  onOpenAlerts,
  onOpenLayouts,
}: AppHeaderProps) {
  return (
    <header className="app-header">
      <h1>Tape Terminal</h1>
      <span
        className={markingClass(profile.marking)}
        aria-label="Active profile"
        title={markingMeaning[profile.marking]}
      >
        {profile.name} · {profile.marking}
      </span>
      <OrderNoticeStack />
      <div className="header-actions">
        <select
          aria-label="Open another panel"
          value=""
          disabled={!onAddPanel}
          onChange={(e) => onAddPanel?.(e.target.value as SymbolPanel)}
        >
          <option value="" disabled>
            Open panel…
          </option>
          {symbolPanels.map((kind) => (
            <option key={kind} value={kind}>
              {panelTitles[kind]}
            </option>
          ))}
        </select>
        <button type="button" onClick={onOpenAlerts} disabled={!onOpenAlerts}>
          Alerts
        </button>
        <button type="button" onClick={onOpenLayouts} disabled={!onOpenLayouts} aria-haspopup="dialog">
          Layouts
        </button>
        <button type="button" onClick={onResetLayout}>
          Reset layout
        </button>
        <button type="button" onClick={onOpenSettings}>
          Settings
        </button>
        <ToggleGroup
          name="Theme"
          className="theme-switch"
          options={['dark', 'light'] as const}
          labels={{ dark: 'Dark', light: 'Light' }}
          value={theme}
          onChange={(option) => option !== theme && onToggleTheme()}
        />
      </div>
    </header>
  );
}
