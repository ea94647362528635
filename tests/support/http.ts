// Calls route handlers in-process with real Request objects (the database, SMTP and tokens are real).
import { NextRequest } from "next/server";
import type { ResponseSpec } from "@/lib/api/response";
import { schemasFor, wireMismatch } from "./wire-check";

type Handler = ((req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>) & {
  spec?: { response?: ResponseSpec };
};

export type CallOptions = {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string>;
  form?: FormData;
  method?: string;
  /** The request's path (the audit log names a route by it); /api/test when not given. */
  path?: string;
};

export async function call(handler: Handler, opts: CallOptions = {}) {
  const url = new URL(opts.path ?? "/api/test", "http://sprout.test");
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers.set("content-type", "application/json");
    body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
  }
  const req = new NextRequest(url, { method: opts.method ?? (body ? "POST" : "GET"), headers, body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  // An event stream never ends: its status and headers are the answer; cancelling closes it like a browser.
  if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
    await res.body?.cancel();
    return { status: res.status, body: null, headers: res.headers };
  }
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  // Every JSON success a test sees must fit its route's response schema both ways (docs/decisions/259).
  if (res.ok && res.headers.get("content-type")?.includes("json")) {
    const mismatch = wireMismatch(schemasFor(handler.spec?.response, res.status), json);
    if (mismatch)
      throw new Error(`${req.method} ${url.pathname} answered ${res.status} off its response schema: ${mismatch}`);
  }
  return { status: res.status, body: json, headers: res.headers };
}
