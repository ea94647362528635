// The one route wrapper: request id, actor, permission, zod parsing of params/query/body, error mapping.
// Handlers receive parsed input and return data: a value (sent as JSON), nothing (204), or one of the edge
// values FileResult, StreamResult, RedirectResult. Only this file builds the Response (docs/decisions/171).
import type { NextRequest } from "next/server";
import { type z, ZodError, type ZodType } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { authenticate, authenticateFolded, type Actor } from "@/lib/auth/authenticate";
import { can, type Permission } from "@/lib/auth/permissions";
import { isDeploymentAdmin } from "@/lib/auth/admin";
import { settleSessionCheck } from "@/lib/auth/sessions";
import { ensureDatabaseReady } from "@/lib/db/client";
import { CheckFailed, withFoldedCheck, type FoldedCheck } from "@/lib/db/fold";
import { CONCURRENT_EDIT, isConcurrencyFailure } from "@/lib/db/transaction";
import { AppError, validationError, type FieldErrors } from "@/lib/http/errors";
import { problem } from "@/lib/http/problem";
import { log } from "@/lib/http/log";
import { FileResult } from "@/lib/http/file-result";
import { RedirectResult } from "@/lib/http/redirect-result";
import { StreamResult } from "@/lib/http/stream-result";
import { unsafeTextErrors } from "@/lib/http/input-guard";
import { clientIp, requestHost, requestIdOf } from "@/lib/http/request";
import { apiSecurityHeaderList } from "@/lib/http/security-headers";
import { requestEnded, requestStarted, STOPPING } from "@/lib/http/drain";
import { env } from "@/lib/env";
import { auditRequest, isAudited, newAuditTrail, type AuditOption } from "@/lib/audit/request";
import type { AuditNote } from "@/lib/audit/record";
import type { ResponseSpec } from "@/lib/api/response";

export { clientIp } from "@/lib/http/request";

/** Bodies are capped while they stream (docs/decisions/072): JSON at 1 MB, uploads (CSV files) at 5 MB. */
export const MAX_JSON_BYTES = 1_000_000;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const TOO_LARGE = "The request is too large.";
/** Headers the wrapper (or a handler through ctx.req) reads as text. */
const READ_HEADERS = ["user-agent", "content-type", "origin"];

/** `admin: true` also requires the deployment administrator (lib/auth/admin.ts; SPEC §7's "admin" paths). */
type Access = { auth: "public" } | { auth: "user" } | { permission: Permission; admin?: boolean };

type Schemas<P extends ZodType, Q extends ZodType, B extends ZodType, R extends ResponseSpec | undefined> = {
  params?: P;
  query?: Q;
  /** JSON body schema; with `multipart: true` the form's fields (files as File) are parsed by it. */
  body?: B;
  multipart?: boolean;
  /** How deep the body may nest, when the body schema accepts a deeper shape than the guard's MAX_DEPTH. */
  maxDepth?: number;
  /** The success status, or a function of the handler's result when it depends on it (201 vs 202). */
  status?: number | ((result: never) => number);
  /** Cache-Control of a successful (2xx) JSON answer that anyone may keep (the dictionary); else no-store. */
  cacheControl?: string;
  /** Audit log entry (docs/decisions/140): writes are recorded by default; `false` opts out, an object names it / opts a GET in. */
  audit?: AuditOption;
  /**
   * A GET whose handler only reads (docs/decisions/254): for a session this process confirmed before, the
   * handler runs at once with that actor while the live-session check rides in its first SELECT; nothing is
   * answered until the check has confirmed the same session row, else the request starts again, authenticated.
   */
  foldSession?: boolean;
  /**
   * The success answer, for the OpenAPI document (lib/api/openapi.ts): a zod schema of the JSON body (the
   * handler's result must fit it), or an edge answer from lib/api/response.ts (file, stream, redirect, 204).
   */
  response?: R;
};

/** A route's options as the OpenAPI generator reads them from the handler the wrapper returns. */
export type RouteSpec = Access & Schemas<ZodType, ZodType, ZodType, ResponseSpec | undefined>;
/** The handler Next calls, carrying its options (`spec`) so the API description reads them without a request. */
export type DescribedHandler = ((req: NextRequest, context?: RouteContext) => Promise<Response>) & {
  spec: RouteSpec;
};
/** What the handler may return: the JSON its response schema describes, else anything the wrapper sends. */
type Answer<R> = R extends ZodType
  ? z.input<R>
  : R extends { kind: "statuses"; answers: infer M }
    ? { [K in keyof M]: M[K] extends ZodType ? z.input<M[K]> : unknown }[keyof M]
    : unknown;

type Ctx<P extends ZodType, Q extends ZodType, B extends ZodType, A> = {
  req: NextRequest;
  requestId: string;
  ip: string;
  actor: A;
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  /** What the handler adds to this request's audit entry (the record it created, a signed-in account). */
  audit: AuditNote;
  /** Adds a Set-Cookie header (a serialized cookie) to the answer: the one response header a handler sets. */
  setCookie: (cookie: string) => void;
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };

function zodFieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "non_field_errors";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * Reads at most `max` bytes of the body: a declared Content-Length over the cap is refused before reading,
 * and a body that streams past it (chunked, or lying about its length) is cancelled at the cap.
 */
export async function readCapped(req: Request, max: number): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > max) throw new AppError("payload_too_large", TOO_LARGE);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw new AppError("payload_too_large", TOO_LARGE);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

async function readBody(req: NextRequest, multipart: boolean): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  if (multipart && type.includes("multipart/form-data")) {
    const bytes = await readCapped(req, MAX_UPLOAD_BYTES);
    const form = await new Response(new Uint8Array(bytes), { headers: { "content-type": type } })
      .formData()
      .catch(() => {
        throw new AppError("bad_request", "The upload could not be read. Please choose the file again.");
      });
    const out: Record<string, unknown> = {};
    for (const [k, v] of form.entries()) out[k] = v;
    return out;
  }
  const bytes = await readCapped(req, MAX_JSON_BYTES);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("bad_request", "The request body is not valid UTF-8.");
  }
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
}

/** 400 naming every field (param, query key, body path or header) that holds text no field may hold. */
function assertSafeText(value: unknown, prefix = "", maxDepth?: number) {
  const fieldErrors = unsafeTextErrors(value, prefix, maxDepth);
  if (Object.keys(fieldErrors).length) throw validationError(fieldErrors);
}

function parse<T extends ZodType>(schema: T | undefined, value: unknown): z.output<T> {
  if (!schema) return undefined as z.output<T>;
  return schema.parse(value);
}

/**
 * Cookie-authenticated writes must come from our own pages. The session cookie is SameSite=Lax already; this
 * also refuses a cross-site form or fetch that a browser sent with an Origin header. Bearer clients are exempt.
 */
function assertSameOrigin(req: NextRequest) {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method) || req.headers.has("authorization")) return;
  const origin = req.headers.get("origin");
  if (!origin) return;
  const host = requestHost(req, req.nextUrl.host);
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = "";
  }
  if (originHost !== host) throw new AppError("forbidden", "Cross-site request refused.");
}

/** The answer when the database had no connection free in time (Prisma P2028). */
const BUSY = "Sprout is busy right now. Please try again in a moment.";

export function toErrorResponse(error: unknown, requestId: string): Response {
  if (error instanceof AppError) {
    return problem(error.code, error.message, {
      details: error.fieldErrors,
      requestId,
      headers: error.headers,
      extra: error.extra,
    });
  }
  if (error instanceof ZodError) {
    const details = zodFieldErrors(error);
    const messages = [...new Set(Object.values(details).flat())];
    return problem("bad_request", messages.join("\n"), { details, requestId });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return problem("conflict", "This record already exists.", { requestId });
    if (error.code === "P2025") return problem("not_found", "Not found.", { requestId });
    // Every pooled connection was busy for the transaction's whole wait (a burst on a small pool): try again.
    if (error.code === "P2028") return problem("unavailable", BUSY, { requestId, headers: { "Retry-After": "1" } });
  }
  // A deadlock or serialization failure outside lib/db/transaction.ts's retries is still the client's "try again".
  if (isConcurrencyFailure(error)) return problem("conflict", CONCURRENT_EDIT, { requestId });
  log.error("unhandled error", { requestId, error: error instanceof Error ? error.stack : String(error) });
  return problem("internal", `Something went wrong on our side. Reference: ${requestId}`, { requestId });
}

/** The one place a handler's result becomes a Response. */
function toResponse(result: unknown, status: number | ((result: never) => number) | undefined): Response {
  if (result instanceof Response) {
    // Handlers return data (docs/decisions/171); a Response here is a programming error, not a client's.
    throw new Error("A route handler returned a Response; return data, a FileResult, StreamResult or RedirectResult.");
  }
  if (result instanceof FileResult || result instanceof StreamResult || result instanceof RedirectResult) {
    return result.toResponse();
  }
  if (result === undefined) return new Response(null, { status: 204 });
  return Response.json(result, { status: (typeof status === "function" ? status(result as never) : status) ?? 200 });
}

function withApiHeaders(res: Response): Response {
  for (const [k, v] of apiSecurityHeaderList(env.APP_URL.startsWith("https:"))) {
    if (!res.headers.has(k)) res.headers.set(k, v);
  }
  return res;
}

export function route<
  A extends Access,
  P extends ZodType = ZodType<undefined>,
  Q extends ZodType = ZodType<undefined>,
  B extends ZodType = ZodType<undefined>,
  R extends ResponseSpec | undefined = undefined,
>(
  options: A & Schemas<P, Q, B, R>,
  handler: (ctx: Ctx<P, Q, B, A extends { auth: "public" } ? Actor | null : Actor>) => Promise<Answer<R>>,
): DescribedHandler {
  const handle = async (req: NextRequest, context?: RouteContext): Promise<Response> => {
    // A stopping server finishes the requests in flight before its database closes (lib/http/drain.ts).
    if (!requestStarted()) {
      const res = toErrorResponse(
        new AppError("unavailable", STOPPING, { headers: { "retry-after": "1" } }),
        requestIdOf(req),
      );
      res.headers.set("cache-control", "no-store");
      return withApiHeaders(res);
    }
    try {
      return await handleStarted(req, context);
    } finally {
      requestEnded();
    }
  };
  const foldable = (req: NextRequest) => Boolean(options.foldSession) && req.method === "GET" && env.foldSession;
  const settle = async (check: FoldedCheck | undefined) => {
    if (check) await settleSessionCheck(check);
  };
  const handleStarted = async (req: NextRequest, context?: RouteContext, fold = foldable(req)): Promise<Response> => {
    const requestId = requestIdOf(req);
    const trail = newAuditTrail();
    const cookies: string[] = [];
    const answer = async (res: Response) => {
      if (isAudited(req.method, options.audit, trail.note))
        await auditRequest(req, requestId, options.audit, trail, res.status);
      return withApiHeaders(res);
    };
    let check: FoldedCheck | undefined;
    try {
      assertSafeText(Object.fromEntries(READ_HEADERS.map((h) => [h, req.headers.get(h) ?? ""])), "headers");
      await ensureDatabaseReady();
      const authenticated = fold ? await authenticateFolded(req) : { actor: await authenticate(req) };
      const actor = authenticated.actor;
      check = authenticated.check;
      trail.actor = actor;
      if (actor) assertSameOrigin(req);
      if (!("auth" in options && options.auth === "public")) {
        if (!actor) throw new AppError("unauthorized", "Authentication credentials were not provided or have expired.");
        if ("permission" in options && !can(actor.roles, options.permission)) {
          throw new AppError("forbidden", "You do not have permission to perform this action.");
        }
        if ("admin" in options && options.admin && !(await isDeploymentAdmin(actor))) {
          throw new AppError("forbidden", "Only the deployment's administrator can do this.");
        }
      }
      const rawParams = context?.params ? await context.params : {};
      trail.params = rawParams;
      assertSafeText(rawParams);
      const params = parse(options.params, rawParams);
      const rawQuery = Object.fromEntries(req.nextUrl.searchParams);
      assertSafeText(rawQuery);
      const query = parse(options.query, rawQuery);
      const hasBody = !["GET", "HEAD"].includes(req.method);
      const rawBody = options.body && hasBody ? await readBody(req, Boolean(options.multipart)) : {};
      trail.body = rawBody;
      assertSafeText(rawBody, "", options.maxDepth);
      const body = parse(options.body, rawBody);
      const call = () =>
        handler({
          req,
          requestId,
          ip: clientIp(req),
          actor: actor as never,
          params,
          query,
          body,
          audit: trail.note,
          setCookie: (cookie) => cookies.push(cookie),
        });
      const result = check ? await withFoldedCheck(check, call) : await call();
      await settle(check); // nothing is answered before the session is confirmed
      trail.result = result;
      const res = toResponse(result, options.status);
      for (const cookie of cookies) res.headers.append("set-cookie", cookie);
      if (options.cacheControl && res.ok && !res.headers.has("cache-control")) {
        res.headers.set("cache-control", options.cacheControl);
      }
      // What a signed-in person sees must not be kept by a shared cache or the browser's back button.
      if (actor && !res.headers.has("cache-control")) res.headers.set("cache-control", "no-store");
      return await answer(res);
    } catch (caught) {
      // A refusal or a failure for the assumed actor stands only once the session is confirmed as well.
      const error = check
        ? await settle(check).then(
            () => caught,
            (e: unknown) => e,
          )
        : caught;
      if (error instanceof CheckFailed) return handleStarted(req, context, false);
      const res = toErrorResponse(error, requestId);
      res.headers.set("cache-control", "no-store");
      return await answer(res);
    }
  };
  return Object.assign(handle, { spec: options as RouteSpec });
}
