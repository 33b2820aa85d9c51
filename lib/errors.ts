/** Failures the data layer raises on purpose; lib/http.ts turns each into its HTTP answer. */

/** 404: the thing does not exist (or its id is malformed). */
export class NotFoundError extends Error {
  constructor(what = 'Not found') {
    super(what);
    this.name = 'NotFoundError';
  }
}

/** 409: the request is valid but the shop's state refuses it (stock gone, already confirmed, last admin...). */
export class ConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** 429: too many attempts; retry after the given number of seconds. */
export class TooManyRequestsError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts. Please wait and try again.');
    this.name = 'TooManyRequestsError';
  }
}
