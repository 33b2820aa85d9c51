import { refusals } from '@/lib/texts';

/** Failures the data layer raises on purpose; lib/http/answers.ts turns each into its HTTP answer. */

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
  constructor(
    readonly retryAfterSeconds: number,
    message: string = refusals.tooManyAttempts,
  ) {
    super(message);
    this.name = 'TooManyRequestsError';
  }
}

/** 400 raised by the data layer when input that passed the schema breaks a rule only the database knows. */
export class InvalidInputError extends Error {
  constructor(
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'InvalidInputError';
  }
}

/** 413: the request body is larger than any payload of the API. */
export class PayloadTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(refusals.bodyTooLarge(limitBytes));
    this.name = 'PayloadTooLargeError';
  }
}

/** 502: the payment gateway could not be asked (down, timed out, or it answered something that is not its API). */
export class GatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

/** One line of a cart that could not be ordered as the customer saw it, and why, in words. */
export type CartChange = { toolId: string; name: string | null; problem: string };

/** 409 for a checkout whose cart changed meanwhile (stock, price, delivery): names each change; nothing was ordered. */
export class CartChangedError extends ConflictError {
  constructor(
    message: string,
    readonly changes: CartChange[],
  ) {
    super(message);
    this.name = 'CartChangedError';
  }
}
