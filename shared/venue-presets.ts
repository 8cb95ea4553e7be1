// The venues a profile can be pointed at in one choice, each with every base URL the terminal uses.
// Pure data: the profile schema validates against it, Settings fills its fields from it.

/** The base URLs of one venue, as a custom profile stores them. */
export interface VenueUrls {
  /** Spot REST (`/api/v3`) and the listen-key endpoints. */
  readonly spotRestUrl: string;
  /** Spot market streams (`/ws`, `/stream`). */
  readonly marketStreamUrl: string;
  /** The spot WebSocket API endpoint itself (user data, signed requests). */
  readonly wsApiUrl: string;
  /** USDⓈ-M futures REST (`/fapi`). */
  readonly fapiUrl: string;
  /** COIN-M futures REST (`/dapi`). */
  readonly dapiUrl: string;
  /** SAPI REST (`/sapi`: mining). */
  readonly sapiUrl: string;
}

/** What a profile's orders move: simulated money here, a venue's test money, or real money. */
export type VenueMarking = 'PAPER' | 'TESTNET' | 'LIVE';

export interface VenuePreset {
  readonly label: string;
  readonly marking: Exclude<VenueMarking, 'PAPER'>;
  /** Where the user creates the API key this venue accepts. */
  readonly keysAt: string;
  readonly urls: VenueUrls;
}

const SPOT_TESTNET = {
  spotRestUrl: 'https://testnet.binance.vision',
  marketStreamUrl: 'wss://stream.testnet.binance.vision',
  wsApiUrl: 'wss://ws-api.testnet.binance.vision/ws-api/v3',
} as const;

const FUTURES_TESTNET = {
  fapiUrl: 'https://testnet.binancefuture.com',
  dapiUrl: 'https://testnet.binancefuture.com',
} as const;

/**
 * Binance's documented base URLs. The spot and futures testnets are separate sites that issue separate
 * keys: both presets point every family at its testnet (SAPI has none; the spot testnet's host answers
 * for it), and differ in where the key comes from, so in which panes it is accepted.
 */
export const VENUE_PRESETS = {
  'binance-spot': {
    label: 'Binance spot (live)',
    marking: 'LIVE',
    keysAt: 'https://www.binance.com/en/my/settings/api-management',
    urls: {
      spotRestUrl: 'https://api.binance.com',
      marketStreamUrl: 'wss://stream.binance.com:9443',
      wsApiUrl: 'wss://ws-api.binance.com:443/ws-api/v3',
      fapiUrl: 'https://fapi.binance.com',
      dapiUrl: 'https://dapi.binance.com',
      sapiUrl: 'https://api.binance.com',
    },
  },
  'binance-spot-testnet': {
    label: 'Binance spot testnet',
    marking: 'TESTNET',
    keysAt: 'https://testnet.binance.vision',
    urls: { ...SPOT_TESTNET, ...FUTURES_TESTNET, sapiUrl: SPOT_TESTNET.spotRestUrl },
  },
  'binance-futures-testnet': {
    label: 'Binance futures testnet',
    marking: 'TESTNET',
    keysAt: 'https://testnet.binancefuture.com',
    urls: { ...SPOT_TESTNET, ...FUTURES_TESTNET, sapiUrl: SPOT_TESTNET.spotRestUrl },
  },
} as const satisfies Record<string, VenuePreset>;

export type VenuePresetId = keyof typeof VENUE_PRESETS;
export const VENUE_PRESET_IDS = Object.keys(VENUE_PRESETS) as [VenuePresetId, ...VenuePresetId[]];

export const VENUE_URL_FIELDS = [
  'spotRestUrl',
  'marketStreamUrl',
  'wsApiUrl',
  'fapiUrl',
  'dapiUrl',
  'sapiUrl',
] as const satisfies readonly (keyof VenueUrls)[];

/** Whether these URLs are exactly the preset's (a preset is never stored beside other URLs). */
export function urlsMatchPreset(urls: VenueUrls, id: VenuePresetId): boolean {
  const preset = VENUE_PRESETS[id].urls;
  return VENUE_URL_FIELDS.every((field) => urls[field] === preset[field]);
}

const TESTNET_HOSTS: ReadonlySet<string> = new Set(
  Object.values(VENUE_PRESETS)
    .filter((preset) => preset.marking === 'TESTNET')
    .flatMap((preset) => VENUE_URL_FIELDS.map((field) => new URL(preset.urls[field]).hostname)),
);

/**
 * The marking a venue earns: the embedded venue is PAPER; URLs all on a known testnet are TESTNET;
 * anything else might move real money, so it is LIVE.
 */
export function venueMarking(
  venue: { readonly kind: 'paper' } | ({ readonly kind: 'custom' } & VenueUrls),
): VenueMarking {
  if (venue.kind === 'paper') return 'PAPER';
  const onTestnet = VENUE_URL_FIELDS.every((field) => {
    try {
      return TESTNET_HOSTS.has(new URL(venue[field]).hostname);
    } catch {
      return false;
    }
  });
  return onTestnet ? 'TESTNET' : 'LIVE';
}
