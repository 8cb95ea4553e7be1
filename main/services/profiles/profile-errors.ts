export class ProfileNotFoundError extends Error {
  readonly code = 'PROFILE_NOT_FOUND';

  constructor(readonly profileId: string) {
    super(`There is no profile with id "${profileId}"`);
    this.name = 'ProfileNotFoundError';
  }
}

/** A request the profiles service refuses (duplicate name, an HMAC key for the paper venue, …). */
export class ProfileRequestError extends Error {
  readonly code = 'PROFILE_REQUEST_REFUSED';

  constructor(message: string) {
    super(message);
    this.name = 'ProfileRequestError';
  }
}

/** The profile's key is no longer in the keychain (a reset keyring, a deleted entry): the user enters it again. */
export class KeyMissingError extends Error {
  readonly code = 'KEY_MISSING';

  constructor(readonly profileName: string) {
    super(
      `The key of the profile "${profileName}" is missing from the keychain: enter it again ` +
        '(Settings › Profiles › Enter key again)',
    );
    this.name = 'KeyMissingError';
  }
}
