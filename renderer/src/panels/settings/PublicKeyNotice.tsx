/** The public half of a new key, to register with the venue. Only ever the public half. */
export function PublicKeyNotice({
  profileName,
  publicKeyPem,
  sessionOnly = false,
}: {
  profileName: string;
  publicKeyPem: string | null;
  /** Held in main's memory until the terminal closes (the Paper profile, with no keychain). */
  sessionOnly?: boolean;
}) {
  return (
    <div role="status" aria-label="Key saved">
      <p>
        {sessionOnly
          ? `The key of ${profileName} is held in memory until the terminal closes: there is no keychain.`
          : `The key of ${profileName} is stored in the keychain.`}
      </p>
      {publicKeyPem && (
        <>
          <p>Register this public key with the venue:</p>
          <textarea aria-label="Public key to register" readOnly value={publicKeyPem} rows={4} cols={64} />
        </>
      )}
    </div>
  );
}
