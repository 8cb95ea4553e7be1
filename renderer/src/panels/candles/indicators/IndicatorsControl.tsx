import { useId, useRef, useState } from 'react';
import { indicatorSettings, type IndicatorSettings } from '@shared/market/indicators';

interface FieldProps {
  readonly label: string;
  readonly value: string;
  /** Applies a typed value; returns false when the settings refuse it. */
  readonly apply: (text: string) => boolean;
  readonly decimal?: boolean;
}

/** A period or a width, applied as soon as it is valid; an invalid one is marked and not applied. */
function SettingField({ label, value, apply, decimal }: FieldProps) {
  /** What is typed while it differs from the setting; null shows the setting. */
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  return (
    <input
      className="indicator-field num"
      aria-label={label}
      aria-invalid={invalid}
      inputMode={decimal ? 'decimal' : 'numeric'}
      value={draft ?? value}
      onChange={(e) => {
        setDraft(e.target.value);
        setInvalid(!apply(e.target.value.trim()));
      }}
      onBlur={() => {
        setDraft(null);
        setInvalid(false);
      }}
    />
  );
}

type Change = (next: IndicatorSettings) => void;

/** The chart's indicators, turned on and off and their periods set; each change applies at once. */
export function IndicatorsControl({
  settings,
  onChange,
}: {
  readonly settings: IndicatorSettings;
  readonly onChange: Change;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);

  /** Applies one indicator's change if the settings accept it whole. */
  const tryChange = <K extends keyof IndicatorSettings>(id: K, change: Record<string, unknown>): boolean => {
    const next = { ...settings, [id]: { ...settings[id], ...change } };
    // The schema without its fallback to the default, so a refusal is seen as one.
    if (!indicatorSettings.shape[id].unwrap().safeParse(next[id]).success) return false;
    onChange(next);
    return true;
  };
  const toggle = (id: keyof IndicatorSettings, name: string) => (
    <label className="indicator-name">
      <input
        type="checkbox"
        checked={settings[id].on}
        onChange={(e) => tryChange(id, { on: e.target.checked })}
      />
      {name}
    </label>
  );
  const period = (id: 'sma' | 'ema' | 'rsi' | 'bollinger', label: string) => (
    <SettingField
      label={label}
      value={String(settings[id].period)}
      apply={(text) => /^\d{1,4}$/.test(text) && tryChange(id, { period: Number(text) })}
    />
  );
  /** An indicator with one period: its switch, and its period named after it. */
  const periodRow = (id: 'sma' | 'ema' | 'rsi', name: string) => (
    <div className="indicator-row">
      {toggle(id, name)}
      {period(id, `${name} period`)}
    </div>
  );
  const macdField = (key: 'fast' | 'slow' | 'signal', label: string) => (
    <SettingField
      label={label}
      value={String(settings.macd[key])}
      apply={(text) => /^\d{1,4}$/.test(text) && tryChange('macd', { [key]: Number(text) })}
    />
  );

  return (
    <div
      ref={box}
      className="indicators-control"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          box.current?.querySelector('button')?.focus();
        }
      }}
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Indicators
      </button>
      {open && (
        <fieldset id={panelId} className="indicators-panel">
          <legend>Indicators</legend>
          {periodRow('sma', 'MA')}
          {periodRow('ema', 'EMA')}
          <div className="indicator-row">{toggle('vwap', 'VWAP')}</div>
          <div className="indicator-row">
            {toggle('bollinger', 'Bollinger bands')}
            {period('bollinger', 'Bollinger period')}
            <SettingField
              label="Bollinger width in standard deviations"
              value={settings.bollinger.width}
              decimal
              apply={(text) => tryChange('bollinger', { width: text })}
            />
          </div>
          {periodRow('rsi', 'RSI')}
          <div className="indicator-row">
            {toggle('macd', 'MACD')}
            {macdField('fast', 'MACD fast period')}
            {macdField('slow', 'MACD slow period')}
            {macdField('signal', 'MACD signal period')}
          </div>
          <div className="indicator-row">{toggle('volume', 'Volume')}</div>
        </fieldset>
      )}
    </div>
  );
}
