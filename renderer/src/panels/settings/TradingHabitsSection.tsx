import { useState } from 'react';
import { Choice, Field } from '../order-entry/Field';
import { usePreferences } from './preferences-store';

const isSize = (text: string) => /^\d{1,20}(\.\d{1,20})?$/.test(text);
const isWhole = (text: string, max: number) => /^\d{1,5}$/.test(text) && Number(text) <= max;

/** A number field that keeps what is typed and saves it only once it is valid. */
function HabitField({
  label,
  value,
  valid,
  onSave,
  suffix,
}: {
  label: string;
  value: string;
  valid: (text: string) => boolean;
  onSave: (text: string) => void;
  suffix?: string;
}) {
  const [text, setText] = useState(value);
  const ok = valid(text);
  return (
    <Field
      label={label}
      value={text}
      suffix={suffix}
      problem={ok ? undefined : 'Not a valid number here.'}
      onChange={(next) => {
        setText(next);
        if (valid(next)) onSave(next);
      }}
    />
  );
}

/** How the trader places orders outside the form: ladder clicks, hotkey prices and sizes, slippage. */
export function TradingHabitsSection() {
  const trading = usePreferences((s) => s.trading);
  const setTrading = usePreferences((s) => s.setTrading);
  return (
    <fieldset aria-label="Trading from the ladder, chart and keyboard">
      <legend>Trading from the ladder, chart and keyboard</legend>
      <Choice
        label="Place on ladder click with"
        name="Ladder click that places an order"
        value={trading.placeModifier}
        options={['Shift', 'Ctrl', 'Alt', 'off'] as const}
        labels={{ Shift: 'Shift + click', Ctrl: 'Ctrl + click', Alt: 'Alt + click', off: 'Never' }}
        onChange={(placeModifier) => setTrading({ placeModifier })}
      />
      <HabitField
        label="Hotkey price offset"
        value={String(trading.offsetTicks)}
        suffix="ticks"
        valid={(text) => isWhole(text, 1000)}
        onSave={(text) => setTrading({ offsetTicks: Number(text) })}
      />
      {trading.sizePresets.map((preset, index) => (
        <HabitField
          key={index}
          label={`Size preset ${index + 1}`}
          value={preset}
          valid={isSize}
          onSave={(text) => {
            const sizePresets = [...trading.sizePresets] as [string, string, string];
            sizePresets[index] = text;
            setTrading({ sizePresets });
          }}
        />
      ))}
      <HabitField
        label="Warn past slippage"
        value={String(trading.slippageWarnBps)}
        suffix="bps"
        valid={(text) => isWhole(text, 10_000) && Number(text) >= 1}
        onSave={(text) => setTrading({ slippageWarnBps: Number(text) })}
      />
    </fieldset>
  );
}
