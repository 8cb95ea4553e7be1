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
