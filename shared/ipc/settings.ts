import { z } from 'zod';
import { request } from './define';

/*
 * The trader's preferences, kept by main in `<dataDir>/preferences.json` so they survive a restart of
 * either host (the renderer's own storage does not: the dev host's origin changes on every launch).
 *
 * Global: how this person works the terminal, whichever profile is active — notifications (one switch for
 * the in-app notices and main's OS notifications), hotkeys and the time zone. The theme is global too
 * (workspace.ts).
 * Per profile, keyed like the layouts ("paper" for the built-in Paper profile, else the profile id):
 * - confirmations, so turning them off to practise on paper never turns them off for a live account;
 * - the watchlist favourites, the linked panels' symbol and the trading symbol, because each profile may
 *   be on a venue with symbols of its own.
 */

export const confirmKind = z.enum(['order', 'oco', 'oto', 'otoco', 'cancelAll']);
/** The kinds of action a confirmation can be asked for, each set on its own. */
export type ConfirmKind = z.infer<typeof confirmKind>;

export const hotkeyAction = z.enum([
  'buy',
  'sell',
  'cancelAll',
  'buyAtBid',
  'sellAtAsk',
  'cancelLast',
  'focusSize',
  'focusPrice',
  'size1',
  'size2',
  'size3',
  'help',
]);
export type HotkeyAction = z.infer<typeof hotkeyAction>;

export const timeDisplay = z.enum(['utc', 'local']);
export type TimeDisplay = z.infer<typeof timeDisplay>;

/** Each hotkey action in a few words, as a refusal names it. */
export const hotkeyNames: Record<HotkeyAction, string> = {
  buy: 'Buy',
  sell: 'Sell',
  cancelAll: 'Cancel all',
  buyAtBid: 'Buy at the bid',
  sellAtAsk: 'Sell at the ask',
  cancelLast: 'Cancel the last order',
  focusSize: 'Go to the size',
  focusPrice: 'Go to the price',
  size1: 'Size preset 1',
  size2: 'Size preset 2',
  size3: 'Size preset 3',
  help: 'Keyboard help',
};

/** "Alt+B": modifiers in the order Ctrl, Alt, Shift, then one character or a named key; "" is no hotkey. */
const hotkeyCombo = z
  .string()
  .max(40)
  .regex(
    /^$|^(Ctrl\+)?(Alt\+)?(Shift\+)?(.|[A-Z][A-Za-z0-9]{1,19})$/,
    'a hotkey is Ctrl, Alt and Shift (in that order, each optional) and a key, like "Alt+B"',
  );

const hotkeyMap = z.object(
  Object.fromEntries(hotkeyAction.options.map((action) => [action, hotkeyCombo])) as Record<
    HotkeyAction,
    typeof hotkeyCombo
  >,
);

const hotkeys = hotkeyMap.strict().superRefine((keys, context) => {
  const seen = new Map<string, HotkeyAction>();
  for (const action of hotkeyAction.options) {
    const combo = keys[action];
    const owner = seen.get(combo);
    if (combo && owner)
      context.addIssue({
        code: 'custom',
        path: [action],
        message: `${combo} is already the hotkey for ${hotkeyNames[owner]}`,
      });
    seen.set(combo, action);
  }
});

const confirmations = z
  .object({
    order: z.boolean(),
    oco: z.boolean(),
    oto: z.boolean(),
    otoco: z.boolean(),
    cancelAll: z.boolean(),
  })
  .strict();

/** A symbol as the venue names it; only stored and compared here. */
const symbolName = z.string().regex(/^\S{1,40}$/u, 'a symbol is 1 to 40 characters without spaces');

const favourites = z
  .array(symbolName)
  .max(1000)
  .refine((list) => new Set(list).size === list.length, 'a symbol is a favourite at most once');

const decimalText = z.string().regex(/^\d{1,20}(\.\d{1,20})?$/, 'a size is a plain decimal, like 0.01');

/** How the trader places and moves orders outside the order form. */
export const tradingHabits = z
  .object({
    /** The key held while clicking a ladder level to place a limit there at the form's size. */
    placeModifier: z.enum(['Shift', 'Ctrl', 'Alt', 'off']),
    /** Ticks away from the best bid or ask that the buy-at-bid and sell-at-ask hotkeys price at. */
    offsetTicks: z.number().int().min(0).max(1000),
    /** The sizes the size hotkeys put in the order form, in the form's unit. */
    sizePresets: z.tuple([decimalText, decimalText, decimalText]),
    /** A market order expected to pay more than this far from the best price (basis points) is flagged. */
    slippageWarnBps: z.number().int().min(1).max(10_000),
  })
  .strict();
export type TradingHabits = z.infer<typeof tradingHabits>;

export const globalPreferences = z
  .object({ notifications: z.boolean(), hotkeys, timeDisplay, trading: tradingHabits })
  .strict();
export type GlobalPreferences = z.infer<typeof globalPreferences>;

export const profilePreferences = z
  .object({
    confirm: confirmations,
    favourites,
    /** The symbol the linked market panels show. */
    activeSymbol: symbolName.nullable(),
    /** The symbol the order form, hotkeys and cancel-all act on. */
    tradingSymbol: symbolName.nullable(),
  })
  .strict();
export type ProfilePreferences = z.infer<typeof profilePreferences>;

export interface Preferences {
  readonly global: GlobalPreferences;
  readonly profile: ProfilePreferences;
}

export const defaultGlobalPreferences: GlobalPreferences = {
  notifications: true,
  hotkeys: {
    buy: 'Alt+B',
    sell: 'Alt+S',
    cancelAll: 'Alt+X',
    buyAtBid: 'Alt+J',
    sellAtAsk: 'Alt+K',
    cancelLast: 'Alt+C',
    focusSize: 'Alt+Z',
    focusPrice: 'Alt+P',
    size1: 'Alt+1',
    size2: 'Alt+2',
    size3: 'Alt+3',
    help: 'Shift+?',
  },
  timeDisplay: 'utc',
  trading: {
    placeModifier: 'Shift',
    offsetTicks: 0,
    sizePresets: ['0.001', '0.01', '0.1'],
    slippageWarnBps: 50,
  },
};

/** The global preferences as a file may hold them: an older one names fewer hotkeys and no habits. */
export const storedGlobalPreferences = globalPreferences
  .extend({ hotkeys: hotkeyMap.partial(), trading: tradingHabits.partial() })
  .partial();

/** Stored global preferences with every hotkey and habit they do not name at its default. */
export function withGlobalDefaults(stored: z.infer<typeof storedGlobalPreferences>): GlobalPreferences {
  return {
    ...defaultGlobalPreferences,
    ...stored,
    hotkeys: { ...defaultGlobalPreferences.hotkeys, ...stored.hotkeys },
    trading: { ...defaultGlobalPreferences.trading, ...stored.trading },
  };
}

export const defaultProfilePreferences: ProfilePreferences = {
  confirm: { order: true, oco: true, oto: true, otoco: true, cancelAll: true },
  favourites: [],
  activeSymbol: null,
  tradingSymbol: null,
};

const profileId = z.string().min(1).max(64);

export const settingsRequests = {
  /** The global preferences and the given profile's. */
  'tt:settings:load': request<Preferences>()(z.object({ profileId }).strict()),
  /** Changes the given global preferences (whole values: every hotkey at once); the rest stay. */
  'tt:settings:update': request<void>()(z.object({ change: globalPreferences.partial() }).strict()),
  /** Changes the given preferences of one profile (whole values: all confirmations at once). */
  'tt:settings:updateProfile': request<void>()(
    z.object({ profileId, change: profilePreferences.partial() }).strict(),
  ),
};
