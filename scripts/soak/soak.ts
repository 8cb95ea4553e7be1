import { generateKeyPairSync, randomBytes, type KeyPairKeyObjectResult } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BalanceView } from '@shared/ipc/account';
import type { BookFrame } from '@shared/ipc/market';
import type { ProvisionedProfile } from '@shared/ipc/profiles';
import type { Keychain } from '@main/keys/keychain';
import { startTerminal, type Terminal } from '@main/terminal/terminal';
import { auditIntents, bookMatches, differences } from './compare';
import { startFaultProxy } from './fault-proxy';
import { FAULT_KINDS, faultInjector, type FaultKind } from './faults';
import { seededRandom } from './rng';
import { watchSends } from './send-watch';
import { findSecrets, type KnownSecret, type SecretFinding } from './secrets';
import { ipcCaller, type IpcLog } from './terminal-port';
import { scriptedTrader, SPOT_SYMBOL } from './trader';
import { adminClient } from './venue-record';
import { venueProcess } from './venue-process';

export interface SoakOptions {
  readonly durationMs: number;
  readonly seed: number;
  readonly keychain: Keychain;
  /** How long the app may take to agree with the venue after a burst of faults. */
  readonly convergeTimeoutMs?: number;
  /** The venue's 24-hour WebSocket age, compressed (seconds). */
  readonly wsMaxAgeSeconds?: number;
  readonly log?: (line: string) => void;
  /** Stop after this many bursts (checkpoints), if sooner than `durationMs`. */
  readonly bursts?: number;
  /** How many faults (fewest, most) between two checkpoints. */
  readonly burst?: readonly [number, number];
  /** Says each checkpoint's faults and how long agreement took. */
  readonly verbose?: boolean;
}

export interface Percentiles {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

export interface SoakReport {
  readonly seed: number;
  readonly durationMs: number;
  readonly faults: Record<FaultKind, number>;
  readonly totalFaults: number;
  /** WebSocket closes the venue made itself (its maximum connection age), seen by the proxy. */
  readonly rollovers: number;
  readonly actions: number;
  readonly intents: number;
  readonly lost: number;
  readonly duplicated: number;
  readonly sentWhileRateLimited: number;
  readonly sentWhileBanned: number;
  /** 429 and 418 answers that reached main. */
  readonly limitAnswers: { readonly 429: number; readonly 418: number };
  /** Requests that reached the proxy while a Retry-After held, those already on their way included. */
  readonly arrivedWhileBlocked: number;
  /** The first of them: which request, how long before Retry-After ended. */
  readonly blockedRequests: readonly string[];
  readonly checkpoints: number;
  readonly checkpointsConverged: number;
  /** From each fault to the next checkpoint where the app agreed with the venue. */
  readonly convergeMs: Percentiles;
  /** From the last fault of a burst to that agreement. */
  readonly afterBurstMs: Percentiles;
  readonly finalDifferences: readonly string[];
  readonly bookChecks: { readonly compared: number; readonly equal: number; readonly differences: string[] };
  readonly rssStartMb: number;
  readonly rssEndMb: number;
  readonly profilesUsed: readonly string[];
  readonly secrets: {
    readonly findings: SecretFinding[];
    readonly filesSearched: number;
    readonly needles: number;
  };
}

const KEY_ENTRY = /^\{"channel":"tt:profiles:(add|replaceKey)","args":/;
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;

/** An asymmetric key: the venue knows its public half, the profile imports its private half as PEM. */
function pemKey(name: string, apiKeyPrefix: string, type: 'RSA' | 'ED25519', pair: KeyPairKeyObjectResult) {
  const publicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return {
    name,
    apiKey: `${apiKeyPrefix}${randomBytes(12).toString('hex')}`,
    venueKey: (apiKey: string) => ({ apiKey, type, publicKeyPem }),
    secret: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    input: (apiKey: string, secret: string) => ({ kind: 'import-pem', type, apiKey, privateKeyPem: secret }),
  };
}

/** The other key kinds the soak trades with, beside the Paper profile's generated Ed25519 key. */
function extraKeys() {
  return [
    {
      name: 'Soak HMAC',
      apiKey: `soakhmac${randomBytes(12).toString('hex')}`,
      venueKey: (apiKey: string, secret: string) => ({ apiKey, type: 'HMAC', secret }),
      secret: randomBytes(32).toString('hex'),
      input: (apiKey: string, secret: string) => ({ kind: 'hmac', apiKey, secret }),
    },
    pemKey('Soak RSA', 'soakrsa', 'RSA', generateKeyPairSync('rsa', { modulusLength: 2048 })),
    pemKey('Soak Ed25519', 'soaked', 'ED25519', generateKeyPairSync('ed25519')),
  ];
}

/**
 * The soak: main's services (the terminal's composition root) against the paper venue in its own
 * process behind a fault proxy, a scripted trader on the IPC contract, faults drawn from the seed,
 * and after each burst of faults the app's view checked against the venue's record.
 */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const say = options.log ?? (() => undefined);
  const random = seededRandom(options.seed);
  const root = await mkdtemp(join(tmpdir(), 'tt-soak-'));
  // The terminal's data directory, and apart from it the exchange's own disk (its accounts file holds
  // the HMAC secret, as a real exchange holds it).
  const dataDir = join(root, 'terminal');
  const venueDir = join(root, 'venue');
  await mkdir(dataDir);
  await mkdir(venueDir);
  const adminToken = randomBytes(16).toString('hex');
  const ipc: IpcLog = { messages: [] };
  const logs: string[] = [];
  const events: string[] = [];
  const frames = new Map<number, BookFrame>();
  /** The balances the app last pushed to the renderer: what the trader sees. */
  let balances: readonly BalanceView[] = [];

  // Everything main writes to the console is a log line to search.
  const originals = {
    log: console.log,
    info: console.info,
    warn: console.warn,
    error: console.error,
    debug: console.debug,
  };
  for (const level of Object.keys(originals) as (keyof typeof originals)[]) {
    console[level] = (...args: unknown[]) =>
      logs.push(
        args
          .map((a) => (a instanceof Error ? `${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a)))
          .join(' '),
      );
  }

  const venue = venueProcess({
    port: 0,
    dataDir: join(venueDir, 'data'),
    accountsFile: join(venueDir, 'accounts.json'),
    adminToken,
    wsMaxAgeSeconds: options.wsMaxAgeSeconds ?? 20,
    seed: options.seed,
  });
  const proxy = await startFaultProxy(() => venue.url);
  const admin = adminClient(() => venue.url, adminToken);
  let terminal: Terminal | undefined;
  const sends = watchSends(proxy.url);
  const rssStart = process.memoryUsage().rss;
  try {
    terminal = await startTerminal({
      dataDir,
      keychain: options.keychain,
      spotBaseUrl: proxy.url,
      emit: (name, payload) => {
        const text = JSON.stringify({ name, payload });
        events.push(text);
        if (events.length > 50_000) events.splice(0, 25_000);
        ipc.messages.push(text);
        if (name === 'tt:account:balances') balances = (payload as { balances: BalanceView[] }).balances;
        if (name === 'tt:market:book') {
          const frame = payload as BookFrame;
          frames.set(frame.updateId, frame);
          if (frames.size > 4000) frames.delete(frames.keys().next().value!);
        }
      },
    });
    const call = ipcCaller(() => terminal!, ipc);

    // The venue's accounts: the Paper account (the profile service's file) with the other key kinds added.
    const keys = extraKeys();
    const paper = JSON.parse(await readFile(join(dataDir, 'paper-venue', 'accounts.json'), 'utf8')) as {
      accounts: { keys: unknown[]; keyPermissions: Record<string, string[]> }[];
    };
    const account = paper.accounts[0]!;
    for (const key of keys) {
      account.keys.push(key.venueKey(key.apiKey, key.secret));
      account.keyPermissions[key.apiKey] = ['USER_DATA', 'TRADE'];
    }
    await writeFile(join(venueDir, 'accounts.json'), JSON.stringify(paper));
    await venue.start();
    say(`venue up at ${venue.url}, terminal on ${proxy.url}, data in ${root}`);

    const profiles: { id: string; name: string }[] = [];
    const list = await call<{ profiles: { id: string; name: string; active: boolean }[] }>(
      'tt:profiles:list',
    );
    if (!list.ok) throw new Error('no profile list');
    profiles.push(...list.value.profiles.filter((p) => p.active));
    for (const key of keys) {
      const added = await call<ProvisionedProfile>('tt:profiles:add', {
        name: key.name,
        venue: { kind: 'paper' },
        key: key.input(key.apiKey, key.secret),
      });
      if (!added.ok) throw new Error(`adding ${key.name}: ${added.error.message}`);
      profiles.push({ id: added.value.profile.id, name: key.name });
    }

    const restartVenue = async () => {
      proxy.venueDying();
      await venue.kill();
      await sleep(random.int(100, 1_000));
      await venue.start();
    };
    const trader = scriptedTrader(call, random, () => venue.url);
    const faults = faultInjector({ random, proxy, admin, restartVenue, symbol: SPOT_SYMBOL });
    const counts = Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>;
    const convergeTimes: number[] = [];
    const burstTimes: number[] = [];
    const bookChecks = { compared: 0, equal: 0, differences: [] as string[] };
    let checkpoints = 0;
    let converged = 0;
    let actions = 0;
    let duplicateIds = 0;
    let lastDiffs: string[] = [];
    const timeout = options.convergeTimeoutMs ?? 60_000;

    const watch = await call('tt:market:watchBook', { symbol: SPOT_SYMBOL, group: '0.01', levels: 20 });
    if (!watch.ok) throw new Error(`watchBook: ${watch.error.message}`);

    /** Polls until the app's view equals the venue's record; the time it took, or null. */
    const converge = async (): Promise<number | null> => {
      const start = Date.now();
      let told = false;
      while (Date.now() - start < timeout) {
        if (options.verbose && !told && Date.now() - start > 3000) {
          told = true;
          say(`  still differs after 3 s: ${lastDiffs.slice(0, 3).join('; ')}`);
        }
        try {
          lastDiffs = await differences(call, admin, 'paper', balances);
          if (lastDiffs.length === 0) return Date.now();
        } catch (error) {
          lastDiffs = [`check failed: ${(error as Error).message}`];
        }
        await sleep(200);
      }
      return null;
    };

    const checkBook = async () => {
      for (let attempt = 0; attempt < 10; attempt++) {
        const snapshot = await admin.depth(SPOT_SYMBOL, 20).catch(() => undefined);
        if (!snapshot) return;
        for (let wait = 0; wait < 20 && !frames.has(snapshot.lastUpdateId); wait++) await sleep(50);
        const frame = frames.get(snapshot.lastUpdateId);
        if (!frame) continue;
        bookChecks.compared += 1;
        const diffs = bookMatches(frame, snapshot, 10);
        if (diffs.length === 0) bookChecks.equal += 1;
        else bookChecks.differences.push(...diffs.slice(0, 3));
        return;
      }
    };

    let profileIndex = 0;
    // Each key kind trades for its share of the run (of its bursts, when they are counted).
    const share = (): number =>
      options.bursts !== undefined
        ? Math.floor((checkpoints * profiles.length) / options.bursts)
        : Math.floor(((Date.now() - began) * profiles.length) / options.durationMs);
    const began = Date.now();
    say(
      `soak: ${Math.round(options.durationMs / 1000)} s, seed ${options.seed}, ${profiles.length} key kinds`,
    );
    while (Date.now() - began < options.durationMs && checkpoints < (options.bursts ?? Infinity)) {
      const due = Math.min(profiles.length - 1, share());
      if (due !== profileIndex) {
        profileIndex = due;
        await call('tt:profiles:setActive', { id: profiles[due]!.id });
      }
      const injected: number[] = [];
      const kinds: FaultKind[] = [];
      const burst = random.int(options.burst?.[0] ?? 45, options.burst?.[1] ?? 70);
      for (let i = 0; i < burst; i++) {
        for (let a = random.int(0, 1); a > 0; a--) {
          await trader.act();
          actions += 1;
          await faults.settle();
        }
        const kind = faults.draw();
        try {
          await faults.inject(kind);
          counts[kind] += 1;
          injected.push(Date.now());
          kinds.push(kind);
        } catch (error) {
          say(`fault ${kind} not injected: ${(error as Error).message}`);
        }
        await trader.act();
        actions += 1;
        await faults.settle();
      }
      checkpoints += 1;
      const at = await converge();
      if (at !== null) {
        converged += 1;
        for (const t of injected) convergeTimes.push(at - t);
        if (injected.length > 0) burstTimes.push(at - injected.at(-1)!);
        if (options.verbose)
          say(`checkpoint ${checkpoints}: ${at - injected.at(-1)!} ms after ${kinds.join(' ')}`);
      } else {
        say(`checkpoint ${checkpoints}: no agreement in ${timeout} ms: ${lastDiffs.slice(0, 4).join('; ')}`);
      }
      duplicateIds = Math.max(
        duplicateIds,
        await auditIntents(admin, 'paper', trader.intents).catch(() => duplicateIds),
      );
      if (checkpoints % 5 === 0) await checkBook();
      if (checkpoints % 20 === 0) {
        const total = Object.values(counts).reduce((s, n) => s + n, 0);
        say(
          `${Math.round((Date.now() - began) / 1000)} s: ${total} faults, ${actions} actions, ${checkpoints} checkpoints`,
        );
      }
    }

    // The end: no more faults; the app must agree with the venue.
    await faults.settle();
    await admin.faults({ clockSkewMs: 0 }).catch(() => undefined);
    const finalAt = await converge();
    duplicateIds = Math.max(duplicateIds, await auditIntents(admin, 'paper', trader.intents));
    await checkBook();
    const sorted = [...convergeTimes].sort((a, b) => a - b);
    const sortedBursts = [...burstTimes].sort((a, b) => a - b);
    const rssEnd = process.memoryUsage().rss;

    // A diagnostic report of main (what a crash leaves behind) in the data directory, searched with the rest.
    process.report.writeReport(join(dataDir, 'crash-report.json'));
    await terminal.dispose();
    terminal = undefined;
    const secrets: KnownSecret[] = [];
    const stored = JSON.parse(await readFile(join(dataDir, 'profiles.json'), 'utf8')) as {
      profiles: { name: string; key: { type: string; secretRef: Parameters<Keychain['read']>[0] } }[];
    };
    for (const p of stored.profiles)
      secrets.push({
        label: `${p.name} ${p.key.type}`,
        text: (await options.keychain.read(p.key.secretRef)).reveal(),
      });
    for (const key of keys) secrets.push({ label: `${key.name} (as entered)`, text: key.secret });
    // The key entry itself carries the secret from the form to main; every other message must not.
    const scan = await findSecrets(secrets, {
      dir: dataDir,
      logs: [...logs, venue.output()],
      ipc: ipc.messages.filter((m) => !KEY_ENTRY.test(m)),
    });

    const total = Object.values(counts).reduce((s, n) => s + n, 0);
    return {
      seed: options.seed,
      durationMs: Date.now() - began,
      faults: counts,
      totalFaults: total,
      rollovers: proxy.counts.venueClosedStreams,
      actions,
      intents: trader.intents.length,
      lost: trader.intents.filter((i) => i.lost).length,
      duplicated: trader.intents.filter((i) => i.duplicated).length + duplicateIds,
      sentWhileRateLimited: sends.counts.rateLimited,
      sentWhileBanned: sends.counts.banned,
      blockedRequests: [...sends.violations],
      limitAnswers: { 429: sends.counts.answered429, 418: sends.counts.answered418 },
      arrivedWhileBlocked: proxy.counts.sentWhileRateLimited + proxy.counts.sentWhileBanned,
      checkpoints,
      checkpointsConverged: converged,
      convergeMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 },
      afterBurstMs: {
        p50: percentile(sortedBursts, 50),
        p99: percentile(sortedBursts, 99),
        max: sortedBursts.at(-1) ?? 0,
      },
      finalDifferences: finalAt === null ? lastDiffs : [],
      bookChecks,
      rssStartMb: mb(rssStart),
      rssEndMb: mb(rssEnd),
      profilesUsed: profiles.map((p) => p.name),
      secrets: scan,
    };
  } finally {
    Object.assign(console, originals);
    sends.stop();
    await terminal?.dispose().catch(() => undefined);
    await venue.kill();
    await proxy.close();
    await rm(root, { recursive: true, force: true });
  }
}
