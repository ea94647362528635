// The one route wrapper: request id, actor, permission, zod parsing of params/query/body, error mapping.
// Handlers receive parsed input and return data (sent as JSON) or a Response.
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { z, ZodError, type ZodType } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { authenticate, type Actor } from "@/lib/auth/authenticate";
import { can, type Permission } from "@/lib/auth/permissions";
import { ensureDatabaseReady } from "@/lib/db/client";
import { AppError, type FieldErrors } from "./errors";
import { problem } from "./problem";
import { log } from "./log";
import { FileResult } from "./file-result";

const MAX_JSON_BYTES = 1_000_000;

type Access = { auth: "public" } | { auth: "user" } | { permission: Permission };

type Schemas<P extends ZodType, Q extends ZodType, B extends ZodType> = {
  params?: P;
  query?: Q;
  /** JSON body schema; with `multipart: true` the form's fields (files as File) are parsed by it. */
  body?: B;
  multipart?: boolean;
  /** The success status, or a function of the handler's result when it depends on it (201 vs 202). */
  status?: number | ((result: never) => number);
};

type Ctx<P extends ZodType, Q extends ZodType, B extends ZodType, A> = {
  req: NextRequest;
  requestId: string;
  ip: string;
  actor: A;
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };

export function clientIp(req: Request): string {
  const forwarded = req.headers.get("x-forwarded-for");
  return (forwarded?.split(",")[0] ?? req.headers.get("x-real-ip") ?? "local").trim() || "local";
}

function zodFieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "non_field_errors";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

async function readBody(req: NextRequest, multipart: boolean): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  if (multipart && type.includes("multipart/form-data")) {
    const form = await req.formData().catch(() => {
      throw new AppError("bad_request", "The upload could not be read. Please choose the file again.");
    });
    const out: Record<string, unknown> = {};
    for (const [k, v] of form.entries()) out[k] = v;
    return out;
  }
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError("payload_too_large", "The request is too large.");
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
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
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? req.nextUrl.host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = "";
  }
  if (originHost !== host) throw new AppError("forbidden", "Cross-site request refused.");
}

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
  }
  log.error("unhandled error", { requestId, error: error instanceof Error ? error.stack : String(error) });
  return problem("internal", `Something went wrong on our side. Reference: ${requestId}`, { requestId });
}

export function route<
  A extends Access,
  P extends ZodType = ZodType<undefined>,
  Q extends ZodType = ZodType<undefined>,
  B extends ZodType = ZodType<undefined>,
>(
  options: A & Schemas<P, Q, B>,
  handler: (ctx: Ctx<P, Q, B, A extends { auth: "public" } ? Actor | null : Actor>) => Promise<unknown>,
) {
  return async (req: NextRequest, context?: RouteContext): Promise<Response> => {
    const requestId = req.headers.get("x-request-id") ?? randomUUID();
    try {
      await ensureDatabaseReady();
      const actor = await authenticate(req);
      if (actor) assertSameOrigin(req);
      if (!("auth" in options && options.auth === "public")) {
        if (!actor) throw new AppError("unauthorized", "Authentication credentials were not provided or have expired.");
        if ("permission" in options && !can(actor.roles, options.permission)) {
          throw new AppError("forbidden", "You do not have permission to perform this action.");
        }
      }
      const rawParams = context?.params ? await context.params : {};
      const params = parse(options.params, rawParams);
      const query = parse(options.query, Object.fromEntries(req.nextUrl.searchParams));
      const hasBody = !["GET", "HEAD"].includes(req.method);
      const body = options.body && hasBody ? parse(options.body, await readBody(req, Boolean(options.multipart))) : parse(options.body, {});
      const result = await handler({ req, requestId, ip: clientIp(req), actor: actor as never, params, query, body });
      if (result instanceof Response) return result;
      if (result instanceof FileResult) return result.toResponse();
      if (result === undefined) return new Response(null, { status: 204 });
      const status = typeof options.status === "function" ? options.status(result as never) : options.status;
      return Response.json(result, { status: status ?? 200 });
    } catch (error) {
      return toErrorResponse(error, requestId);
    }
  };
}
