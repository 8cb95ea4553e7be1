import type { ThemeName } from '../../../shared/ipc/workspace';
import type { ActiveProfile } from '../api/active-profile';

interface AppHeaderProps {
  readonly profile: ActiveProfile;
  readonly theme: ThemeName;
  readonly onToggleTheme: () => void;
  readonly onResetLayout: () => void;
}

export function AppHeader({ profile, theme, onToggleTheme, onResetLayout }: AppHeaderProps) {
  return (
    <header className="app-header">
      <h1>Tape Terminal</h1>
      <span
        className={`profile-badge ${profile.live ? 'profile-live' : 'profile-paper'}`}
        aria-label="Active profile"
        title={
          profile.live ? 'Live: orders trade real money' : 'Paper: simulated orders on the embedded venue'
        }
      >
        {profile.name} · {profile.live ? 'LIVE' : 'PAPER'}
      </span>
      <div className="header-actions">
        <button type="button" onClick={onResetLayout}>
          Reset layout
        </button>
        <button type="button" onClick={onToggleTheme} aria-pressed={theme === 'light'}>
          Light theme
        </button>
      </div>
    </header>
  );
}
