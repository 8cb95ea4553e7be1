import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A secret to look for, and a name that says whose it is (never the secret). */
export interface KnownSecret {
  readonly label: string;
  readonly text: string;
}

/** Needles for one secret: raw, base64, hex, and for a PEM key its body and DER (hex), in slices. */
export function needlesOf(secret: KnownSecret): { label: string; needle: string }[] {
  const forms: { label: string; value: string }[] = [];
  const raw = secret.text;
  forms.push({ label: 'raw', value: raw });
  forms.push({ label: 'base64', value: Buffer.from(raw).toString('base64') });
  forms.push({ label: 'hex', value: Buffer.from(raw).toString('hex') });
  if (raw.includes('-----BEGIN')) {
    const body = raw.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    forms.push({ label: 'PEM body', value: body });
    const der = Buffer.from(body, 'base64');
    forms.push({ label: 'DER hex', value: der.toString('hex') });
    forms.push({ label: 'DER base64url', value: der.toString('base64url') });
    // Each line of the PEM as written (64 characters), in case a file holds it wrapped.
    // Past the first third: the opening lines hold the header and the algorithm, the same in every key
    // of a kind.
    const lines = raw.split('\n').filter((l) => l.length >= 40 && !l.startsWith('-----'));
    for (const line of lines.slice(Math.ceil(lines.length / 3)))
      forms.push({ label: 'PEM line', value: line });
  }
  // Slices, so part of a secret (a truncated log line) is found too. A PEM key's first third is skipped
  // (its header and algorithm, the same in every key, and an RSA modulus, which is public): the rest
  // (the private scalar, or the private exponent and primes) is what must never appear.
  const needles: { label: string; needle: string }[] = [];
  for (const { label, value } of forms) {
    const size = Math.min(24, value.length);
    const start = raw.includes('-----BEGIN') ? Math.floor(value.length / 3) : 0;
    for (let at = start; at + size <= value.length; at += size)
      needles.push({ label: `${secret.label} (${label})`, needle: value.slice(at, at + size) });
  }
  return needles;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export interface SecretFinding {
  readonly where: string;
  readonly what: string;
}

/** Every place (file under `dir`, log line, IPC message) that holds part of a secret. */
export async function findSecrets(
  secrets: readonly KnownSecret[],
  places: { readonly dir: string; readonly logs: readonly string[]; readonly ipc: readonly string[] },
): Promise<{ findings: SecretFinding[]; filesSearched: number; needles: number }> {
  const needles = secrets.flatMap(needlesOf);
  const findings: SecretFinding[] = [];
  const search = (where: string, text: string) => {
    for (const { label, needle } of needles) if (text.includes(needle)) findings.push({ where, what: label });
  };
  const files = await filesUnder(places.dir);
  for (const file of files) {
    const bytes = await readFile(file);
    search(file, bytes.toString('latin1'));
    search(file, bytes.toString('utf8'));
  }
  places.logs.forEach((line, i) => search(`log line ${i}`, line));
  places.ipc.forEach((message, i) => search(`IPC message ${i}`, message));
  return { findings, filesSearched: files.length, needles: needles.length };
}
