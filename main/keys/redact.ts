import type { SecretText } from './secret-text';

/** Removes every occurrence of the given secrets (and of each of their lines) from a text. */
export function redactSecrets(text: string, secrets: readonly SecretText[]): string {
  let out = text;
  for (const secret of secrets) {
    const value = secret.reveal();
    const parts = [
      value,
      ...value.split(/\r?\n/).filter((line) => line.length >= 8 && !line.startsWith('-----')),
    ];
    for (const part of parts) {
      if (part.length > 0) out = out.split(part).join('[secret]');
    }
  }
  return out;
}

/** The same error, or a plain copy of it with the secrets cut out of its message (defence in depth). */
export function redactError(error: unknown, secrets: readonly SecretText[]): unknown {
  if (!(error instanceof Error) || secrets.length === 0) return error;
  const clean = redactSecrets(error.message, secrets);
  if (clean === error.message) return error;
  const copy = new Error(clean);
  copy.name = error.name;
  return copy;
}
