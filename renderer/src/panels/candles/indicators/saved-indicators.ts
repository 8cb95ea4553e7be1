import { useMemo, useState } from 'react';
import {
  defaultIndicatorSettings,
  readIndicatorSettings,
  type IndicatorSettings,
} from '@shared/market/indicators';
import type { MarketPanelParams } from '../../market-panel/panel-link';

/** What a chart's layout entry remembers: its link, and its indicators. */
export interface CandlePanelParams extends MarketPanelParams {
  /** Read back through readIndicatorSettings: a saved layout is not trusted to hold valid settings. */
  readonly indicators?: unknown;
}

/** A chart's indicators as its layout holds them, and how to save a change there. */
export interface SavedIndicators {
  readonly saved: unknown;
  readonly save: (settings: IndicatorSettings) => void;
}

/** The chart's indicators: from its layout entry when it has one, else held by the panel. */
export function useIndicatorSettings(
  layout: SavedIndicators | undefined,
): [IndicatorSettings, (settings: IndicatorSettings) => void] {
  const [local, setLocal] = useState<IndicatorSettings>(defaultIndicatorSettings);
  const savedValue = layout?.saved;
  const fromLayout = useMemo(() => readIndicatorSettings(savedValue), [savedValue]);
  return layout ? [fromLayout, layout.save] : [local, setLocal];
}
