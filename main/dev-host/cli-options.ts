import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ACTIVITIES, type Activity } from '../paper-venue/sim/simulated-market';

/** The development host's command line, parsed and checked. */
export interface DevHostCliOptions {
  readonly port: number;
  readonly rendererDir: string;
  readonly venueUrl?: string;
  readonly dataDir: string;
  readonly activity: Activity;
  readonly resyncMs?: number;
  readonly venueAccountsFile?: string;
}

export type DevHostCommand =
  { readonly kind: 'help' } | { readonly kind: 'run'; readonly options: DevHostCliOptions };

/** A command line the host cannot run: the message says which option and why. */
export class DevHostUsageError extends Error {
  override name = 'DevHostUsageError';
}

const DEFAULT_RENDERER_DIR = 'out/renderer';
const DEFAULT_RESYNC_MS = 30_000;

/** `$TT_DATA_DIR`, else the XDG data home's `tape-terminal-dev-host`. */
export function defaultDataDir(env: NodeJS.ProcessEnv): string {
  return env.TT_DATA_DIR ?? `${env.XDG_DATA_HOME ?? `${homedir()}/.local/share`}/tape-terminal-dev-host`;
}

/** Every option with its default: what `--help` prints and what a usage error repeats. */
export function devHostUsage(env: NodeJS.ProcessEnv = process.env): string {
  return [
    'Usage: node out/dev-host/cli.mjs [options]      (npm run start:web -- [options])',
    '',
    "Runs main's services under Node, serves the renderer build and bridges the IPC contract",
    'over a token-guarded WebSocket on 127.0.0.1. For development and the e2e journeys.',
    '',
    'Options:',
    '  --port N                 port on 127.0.0.1, 0 for a free one (default: 0)',
    `  --renderer-dir DIR       the renderer build to serve (default: ${DEFAULT_RENDERER_DIR})`,
    "  --venue-url URL          a custom venue's spot REST base URL, http:// or https://",
    '                           (default: none: the embedded paper venue is started)',
    "  --data-dir DIR           settings, profiles and the embedded venue's data",
    `                           (default: ${defaultDataDir(env)})`,
    `  --activity A             the embedded venue's simulated market: ${ACTIVITIES.join(', ')}`,
    '                           (default: normal)',
    `  --resync-ms MS           how often the venue clock is re-synced, 0 never (default: ${DEFAULT_RESYNC_MS})`,
    '  --venue-accounts FILE    more accounts for the embedded venue, as `npm run venue -- --accounts`',
    '                           takes them (default: none)',
    '  -h, --help               print this and exit',
    '',
    'Environment:',
    '  TT_DATA_DIR              the data directory when --data-dir is not given',
    "  TT_VENUE_ADMIN_TOKEN     enables the embedded venue's /admin fault injection (16+ characters)",
  ].join('\n');
}

function httpUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new DevHostUsageError(`--venue-url must be an http:// or https:// URL, not "${text}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DevHostUsageError(`--venue-url must be an http:// or https:// URL, not "${text}".`);
  }
  return text.replace(/\/+$/, '');
}

/** Parses the host's arguments; throws DevHostUsageError for anything it cannot run. */
export function parseDevHostArgs(argv: readonly string[], env: NodeJS.ProcessEnv): DevHostCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        help: { type: 'boolean', short: 'h' },
        port: { type: 'string', default: '0' },
        'renderer-dir': { type: 'string', default: DEFAULT_RENDERER_DIR },
        'venue-url': { type: 'string' },
        'data-dir': { type: 'string' },
        activity: { type: 'string', default: 'normal' },
        'resync-ms': { type: 'string' },
        'venue-accounts': { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new DevHostUsageError(`${(error as Error).message}.`);
  }
  if (values.help) return { kind: 'help' };

  if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65535) {
    throw new DevHostUsageError(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
  }
  if (!(ACTIVITIES as readonly string[]).includes(values.activity)) {
    throw new DevHostUsageError(
      `--activity must be one of ${ACTIVITIES.join(', ')}, not "${values.activity}".`,
    );
  }
  const resync = values['resync-ms'];
  if (resync !== undefined && !/^\d{1,9}$/.test(resync)) {
    throw new DevHostUsageError(`--resync-ms must be a whole number of milliseconds, not "${resync}".`);
  }
  return {
    kind: 'run',
    options: {
      port: Number(values.port),
      rendererDir: resolve(values['renderer-dir']),
      venueUrl: values['venue-url'] === undefined ? undefined : httpUrl(values['venue-url']),
      dataDir: resolve(values['data-dir'] ?? defaultDataDir(env)),
      activity: values.activity as Activity,
      resyncMs: resync === undefined ? undefined : Number(resync),
      venueAccountsFile: values['venue-accounts'],
    },
  };
}
