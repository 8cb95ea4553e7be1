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

export const hotkeyAction = z.enum(['buy', 'sell', 'cancelAll']);
export type HotkeyAction = z.infer<typeof hotkeyAction>;

export const timeDisplay = z.enum(['utc', 'local']);
export type TimeDisplay = z.infer<typeof timeDisplay>;

const hotkeyNames: Record<HotkeyAction, string> = { buy: 'Buy', sell: 'Sell', cancelAll: 'Cancel all' };

/** "Alt+B": modifiers in the order Ctrl, Alt, Shift, then one character or a named key; "" is no hotkey. */
const hotkeyCombo = z
  .string()
  .max(40)
  .regex(
    /^$|^(Ctrl\+)?(Alt\+)?(Shift\+)?(.|[A-Z][A-Za-z0-9]{1,19})$/,
    'a hotkey is Ctrl, Alt and Shift (in that order, each optional) and a key, like "Alt+B"',
  );

const hotkeys = z
  .object({ buy: hotkeyCombo, sell: hotkeyCombo, cancelAll: hotkeyCombo })
  .strict()
  .superRefine((keys, context) => {
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

export const globalPreferences = z.object({ notifications: z.boolean(), hotkeys, timeDisplay }).strict();
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
  hotkeys: { buy: 'Alt+B', sell: 'Alt+S', cancelAll: 'Alt+X' },
  timeDisplay: 'utc',
};

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
  /** Changes the given global preferences (whole values: all three hotkeys at once); the rest stay. */
  'tt:settings:update': request<void>()(z.object({ change: globalPreferences.partial() }).strict()),
  /** Changes the given preferences of one profile (whole values: all confirmations at once). */
  'tt:settings:updateProfile': request<void>()(
    z.object({ profileId, change: profilePreferences.partial() }).strict(),
  ),
};
