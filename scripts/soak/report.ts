import type { SoakReport } from './soak';

/** The soak's figures as the command prints them. */
export function formatReport(r: SoakReport): string {
  const lines = [
    `soak: seed ${r.seed}, ${Math.round(r.durationMs / 1000)} s, key kinds: ${r.profilesUsed.join(', ')}`,
    `faults injected: ${r.totalFaults}`,
    ...Object.entries(r.faults).map(([kind, n]) => `  ${kind.padEnd(16)} ${n}`),
    `  ${'24h rollover'.padEnd(16)} ${r.rollovers} (venue closed a stream at its maximum age, compressed)`,
    `trader: ${r.actions} actions, ${r.intents} orders and lists asked for`,
    `orders lost: ${r.lost}   duplicated: ${r.duplicated}`,
    `429/418 answers that reached main: ${r.limitAnswers[429]}/${r.limitAnswers[418]}`,
    `requests main sent while rate-limited: ${r.sentWhileRateLimited}   while banned: ${r.sentWhileBanned}` +
      `   (reached the venue during a Retry-After, in flight included: ${r.arrivedWhileBlocked})`,
    ...r.blockedRequests.slice(0, 5).map((v) => `  ${v}`),
    `checkpoints: ${r.checkpoints}, converged ${r.checkpointsConverged}`,
    `time to converge after each fault: p50 ${r.convergeMs.p50} ms, p99 ${r.convergeMs.p99} ms, max ${r.convergeMs.max} ms`,
    `  after a burst's last fault: p50 ${r.afterBurstMs.p50} ms, p99 ${r.afterBurstMs.p99} ms, max ${r.afterBurstMs.max} ms`,
    `final: ${r.finalDifferences.length === 0 ? "the app's view equals the venue's record" : `differs: ${r.finalDifferences.slice(0, 5).join('; ')}`}`,
    `local book against REST snapshots of the same update id: ${r.bookChecks.equal}/${r.bookChecks.compared} equal`,
    `main's RSS: ${r.rssStartMb} MB at start, ${r.rssEndMb} MB at end (renderer heap: no renderer under the soak)`,
    `secrets: ${r.secrets.findings.length} found in ${r.secrets.filesSearched} files, the logs and the IPC messages (${r.secrets.needles} needles)`,
    ...r.secrets.findings.slice(0, 10).map((f) => `  ${f.what} in ${f.where}`),
  ];
  return lines.join('\n');
}
