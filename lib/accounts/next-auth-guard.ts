// next-auth's catch-all (app/api/auth/[...nextauth]) answers only what Sprout's sign-in uses; everything else gets
// a 4xx here, before next-auth (issue 41). next-auth itself answers 500 to a GET of a credentials provider's
// callback ("not supported") and throws on a JSON body it cannot parse, so a stranger's probe read as our error.
import { problem } from "@/lib/http/problem";

type Handler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

/** The actions Sprout's pages and next-auth's client call, by method; `provider` ones take one provider id. */
const SERVED: Record<string, Record<string, "none" | "provider" | "optional">> = {
  GET: { session: "none", csrf: "none", providers: "none", signin: "optional", signout: "none", error: "none" },
  POST: { signin: "provider", callback: "provider", signout: "none", session: "none", _log: "none" },
};
/** Posts that sign in or out carry the CSRF token next-auth checks (its cookie and the body's copy). */
const NEEDS_CSRF = new Set(["signin", "callback", "signout"]);

async function bodyOf(req: Request): Promise<Record<string, unknown> | null | undefined> {
  const type = req.headers.get("content-type") ?? "";
  const text = await req.clone().text();
  if (type.includes("application/json")) {
    try {
      const parsed: unknown = JSON.parse(text || "null");
      return parsed && typeof parsed === "object" && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }
  if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  return undefined;
}

function hasCsrfCookie(req: Request): boolean {
  return (req.headers.get("cookie") ?? "").split(";").some((c) => /^(__Host-)?next-auth\.csrf-token=./.test(c.trim()));
}

/** The refusal a request gets before next-auth sees it, or null when next-auth should answer it. */
export async function refuseNextAuth(
  req: Request,
  segments: string[],
  providerIds: readonly string[],
): Promise<Response | null> {
  const [action = "", provider, ...rest] = segments;
  const served = SERVED[req.method]?.[action];
  if (!served) {
    if (req.method === "GET" && SERVED.POST[action])
      return problem("bad_request", "This sign-in step is sent by the sign-in form, not opened.", {
        headers: { allow: "POST" },
      });
    return problem("not_found", "Not found.");
  }
  const wantsProvider = served === "provider" || (served === "optional" && provider !== undefined);
  if (rest.length || (wantsProvider ? !providerIds.includes(provider ?? "") : provider !== undefined))
    return problem("not_found", "Not found.");
  if (req.method !== "POST") return null;
  const body = await bodyOf(req);
  if (body === null) return problem("bad_request", "The request body is not valid JSON.");
  if (NEEDS_CSRF.has(action) && (!hasCsrfCookie(req) || typeof body?.csrfToken !== "string" || !body.csrfToken))
    return problem("forbidden", "This sign-in form has expired. Please reload the page and try again.");
  return null;
}

/** A provider's id: next-auth merges `options` (where the id we gave lives) over the provider's defaults. */
export function providerIdOf(p: { id: string; options?: unknown }): string {
  const options = p.options as { id?: unknown } | undefined;
  return typeof options?.id === "string" ? options.id : p.id;
}

/** next-auth's route handler behind the refusals above. */
export function guardNextAuth(handler: Handler, providerIds: readonly string[]): Handler {
  return async (req, ctx) => {
    const { nextauth } = (await ctx.params) as { nextauth?: string[] | string };
    const segments = Array.isArray(nextauth) ? nextauth : nextauth ? [nextauth] : [];
    return (await refuseNextAuth(req, segments, providerIds)) ?? handler(req, ctx);
  };
}
