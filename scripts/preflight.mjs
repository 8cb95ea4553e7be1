// What `npm test` checks before it runs anything (and `npm start`, the Node version): the programs it
// needs, each named by the Debian package that installs it, the Node version, and whether an OS keychain
// answers. Pure functions over what they are given, so the decisions are unit-tested.

/** The programs the test run starts, and the Debian package of each (Linux). */
export const LINUX_PROGRAMS = [
  { program: 'dbus-daemon', pkg: 'dbus' },
  { program: 'dbus-run-session', pkg: 'dbus' },
  { program: 'gnome-keyring-daemon', pkg: 'gnome-keyring' },
  { program: 'gdbus', pkg: 'libglib2.0-bin' },
  { program: 'secret-tool', pkg: 'libsecret-tools' },
];

/** The system Chromium the journeys drive: $TT_CHROMIUM_PATH, else /usr/bin/chromium (e2e/support/chromium.ts). */
export function chromiumPath(env, exists) {
  if (env.TT_CHROMIUM_PATH) return exists(env.TT_CHROMIUM_PATH) ? env.TT_CHROMIUM_PATH : undefined;
  return exists('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * What is missing, and the one line that installs it; undefined when nothing is.
 * `onPath(program)` tells whether a program can be run; `exists(file)` whether a file is there.
 */
export function missingSystemPackages({ platform, env, exists, onPath }) {
  const chromium = chromiumPath(env, exists);
  if (platform !== 'linux') {
    if (chromium) return undefined;
    return {
      packages: ['chromium'],
      line: 'Install Chromium or Chrome and point TT_CHROMIUM_PATH at its binary (Playwright never downloads one).',
    };
  }
  const packages = new Set();
  if (!chromium) packages.add('chromium');
  for (const { program, pkg } of LINUX_PROGRAMS) if (!onPath(program)) packages.add(pkg);
  if (packages.size === 0) return undefined;
  const line = `sudo apt-get install ${[...packages].join(' ')}`;
  return {
    packages: [...packages],
    line:
      env.TT_CHROMIUM_PATH && !chromium
        ? `${line}   (or fix TT_CHROMIUM_PATH: ${env.TT_CHROMIUM_PATH} is not there)`
        : line,
  };
}

/** The lowest version a `>=X.Y[.Z]` range allows, as [major, minor, patch]. */
export function lowestAllowed(range) {
  const match = /^\s*>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range);
  if (!match) throw new Error(`engines.node must be ">=X.Y", not "${range}"`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** Why this Node is too old for `range`, or undefined when it is new enough. */
export function nodeTooOld(version, range) {
  const have = version.replace(/^v/, '').split('.').map(Number);
  const need = lowestAllowed(range);
  for (let i = 0; i < 3; i += 1) {
    if ((have[i] ?? 0) > need[i]) return undefined;
    if ((have[i] ?? 0) < need[i])
      return `Node ${version} is older than the ${need.join('.')} package.json asks for`;
  }
  return undefined;
}

/**
 * Whether to run the tests as they are or inside a throwaway Secret Service session: on Linux, when no
 * keychain answers (no session bus, or none holding an unlocked keyring), and not already inside one.
 * `probe()` writes, reads and deletes a throwaway secret and tells whether that worked.
 */
export function keyringPlan({ platform, env, probe }) {
  if (platform !== 'linux') return 'as-is';
  if (env.TT_TEST_KEYRING_SESSION === '1') return 'as-is';
  if (!env.DBUS_SESSION_BUS_ADDRESS) return 'throwaway-session';
  return probe() ? 'as-is' : 'throwaway-session';
}
