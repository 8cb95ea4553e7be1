/** The public half of a new key, to register with the venue. Only ever the public half. */
export function PublicKeyNotice({
  profileName,
  publicKeyPem,
}: {
  profileName: string;
  publicKeyPem: string | null;
}) {
  return (
    <div role="status" aria-label="Key saved">
      <p>The key of {profileName} is stored in the keychain.</p>
      {publicKeyPem && (
        <>
          <p>Register this public key with the venue:</p>
          <textarea aria-label="Public key to register" readOnly value={publicKeyPem} rows={4} cols={64} />
        </>
      )}
    </div>
  );
}
