import { describe, expect, it } from 'vitest';
import { venueSchema } from './ipc/profile-schema';
import {
  VENUE_PRESETS,
  VENUE_PRESET_IDS,
  VENUE_URL_FIELDS,
  urlsMatchPreset,
  venueMarking,
} from './venue-presets';

describe('venue presets', () => {
  it('offer Binance spot (live), the spot testnet and the futures testnet', () => {
    expect(VENUE_PRESET_IDS).toEqual(['binance-spot', 'binance-spot-testnet', 'binance-futures-testnet']);
    expect(Object.values(VENUE_PRESETS).map((p) => [p.label, p.marking])).toEqual([
      ['Binance spot (live)', 'LIVE'],
      ['Binance spot testnet', 'TESTNET'],
      ['Binance futures testnet', 'TESTNET'],
    ]);
  });

  it("fill every base URL with Binance's documented hosts, each a valid profile venue", () => {
    expect(VENUE_PRESETS['binance-spot'].urls).toEqual({
      spotRestUrl: 'https://api.binance.com',
      marketStreamUrl: 'wss://stream.binance.com:9443',
      wsApiUrl: 'wss://ws-api.binance.com:443/ws-api/v3',
      fapiUrl: 'https://fapi.binance.com',
      dapiUrl: 'https://dapi.binance.com',
      sapiUrl: 'https://api.binance.com',
    });
    expect(VENUE_PRESETS['binance-spot-testnet'].urls).toMatchObject({
      spotRestUrl: 'https://testnet.binance.vision',
      marketStreamUrl: 'wss://stream.testnet.binance.vision',
      wsApiUrl: 'wss://ws-api.testnet.binance.vision/ws-api/v3',
    });
    expect(VENUE_PRESETS['binance-futures-testnet'].urls).toMatchObject({
      fapiUrl: 'https://testnet.binancefuture.com',
      dapiUrl: 'https://testnet.binancefuture.com',
    });
    for (const id of VENUE_PRESET_IDS) {
      const urls = VENUE_PRESETS[id].urls;
      for (const field of VENUE_URL_FIELDS)
        expect(urls[field], `${id} ${field}`).toMatch(/^(https|wss):\/\//);
      const parsed = venueSchema.safeParse({ kind: 'custom', preset: id, ...urls });
      expect(parsed.success, id).toBe(true);
    }
  });

  it('are never stored beside URLs that are not theirs', () => {
    const urls = { ...VENUE_PRESETS['binance-spot-testnet'].urls, spotRestUrl: 'https://api.binance.com' };
    expect(urlsMatchPreset(urls, 'binance-spot-testnet')).toBe(false);
    const parsed = venueSchema.safeParse({ kind: 'custom', preset: 'binance-spot-testnet', ...urls });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['preset'] });
  });

  it('mark a venue by its URLs: TESTNET only where every URL is on a testnet', () => {
    expect(venueMarking({ kind: 'paper' })).toBe('PAPER');
    for (const id of VENUE_PRESET_IDS) {
      expect(venueMarking({ kind: 'custom', ...VENUE_PRESETS[id].urls })).toBe(VENUE_PRESETS[id].marking);
    }
    const mixed = { ...VENUE_PRESETS['binance-spot-testnet'].urls, fapiUrl: 'https://fapi.binance.com' };
    expect(venueMarking({ kind: 'custom', ...mixed })).toBe('LIVE');
    const local = Object.fromEntries(VENUE_URL_FIELDS.map((f) => [f, 'http://127.0.0.1:9000']));
    expect(venueMarking({ kind: 'custom', ...(local as typeof mixed) })).toBe('LIVE');
  });
});
