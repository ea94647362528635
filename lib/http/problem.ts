import { STATUS, type ErrorCode, type FieldErrors } from "./errors";

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export function problem(
  code: ErrorCode,
  detail: string,
  opts: {
    details?: FieldErrors;
    requestId?: string;
    headers?: Record<string, string>;
    extra?: Record<string, unknown>;
  } = {},
): Response {
  const status = STATUS[code];
  const body = {
    type: "about:blank",
    title: TITLES[status] ?? "Error",
    status,
    detail,
    ...(opts.details ? { details: opts.details } : {}),
    ...(opts.extra ?? {}),
    ...(opts.requestId ? { requestId: opts.requestId } : {}),
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/problem+json", ...(opts.headers ?? {}) },
  });
}
