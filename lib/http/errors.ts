// The one error type services throw. The route wrapper turns it into RFC 9457 problem+json whose `detail` is
// the human message and `details` the field messages: the shape SPEC §8's client error handler reads.
export const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS;
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldErrors;
  readonly headers?: Record<string, string>;
  readonly extra?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { fieldErrors?: FieldErrors; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fieldErrors = opts.fieldErrors;
    this.headers = opts.headers;
    this.extra = opts.extra;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export const notFound = (what = "Not found.") => new AppError("not_found", what);

/** Field errors → one AppError whose detail lists every message (the error modal shows them all). */
export function validationError(fieldErrors: FieldErrors): AppError {
  const messages = [...new Set(Object.values(fieldErrors).flat())];
  return new AppError("bad_request", messages.join("\n"), { fieldErrors });
}
