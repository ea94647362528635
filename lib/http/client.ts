// Browser-side typed fetch over /api. Problem+json answers become ApiError, whose `messages` are what
// SPEC §8's handler shows: details (field messages) first, else detail, else the status text.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    readonly body: unknown,
    /** A 429's or 503's Retry-After, in seconds, when the server sent one. */
    readonly retryAfter?: number,
  ) {
    super(messages.join("\n"));
    this.name = "ApiError";
  }
}

export function errorMessages(body: unknown, fallback: string): string[] {
  if (body && typeof body === "object") {
    const b = body as { details?: unknown; detail?: unknown };
    if (typeof b.details === "string") return [b.details];
    if (b.details && typeof b.details === "object") {
      return Object.values(b.details as Record<string, unknown>).flatMap((v) =>
        Array.isArray(v) ? v.map(String) : [String(v)],
      );
    }
    if (typeof b.detail === "string") return b.detail.split("\n");
    if (b.detail && typeof b.detail === "object") return Object.values(b.detail).map(String);
  }
  if (typeof body === "string" && body) return [body];
  return [fallback];
}

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("content-type", "application/json");
  const res = await fetch(`/api${path}`, {
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
    credentials: "same-origin",
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* plain text */
  }
  if (!res.ok) {
    const retryAfter = Number(res.headers.get("retry-after") ?? "") || undefined;
    throw new ApiError(res.status, errorMessages(body, res.statusText || "Request failed"), body, retryAfter);
  }
  return body as T;
}
