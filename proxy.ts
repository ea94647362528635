// Next 16's proxy (formerly middleware) runs before every page and API route: it refuses paths whose
// %-encoding is malformed (Next would otherwise throw before any handler, a 500) and sets the security headers
// with a fresh CSP nonce, which Next applies to the scripts it renders (lib/http/security-headers.ts).
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { problem } from "@/lib/http/problem";
import { securityHeaders } from "@/lib/http/security-headers";
import { MALFORMED_PATH, hasMalformedEncoding } from "@/lib/http/request";

export function proxy(req: NextRequest): Response {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const headers = securityHeaders(nonce, {
    isDev: env.NODE_ENV === "development",
    isHttps: env.APP_URL.startsWith("https:"),
  });
  if (hasMalformedEncoding(req.nextUrl.pathname)) {
    const res = problem("bad_request", MALFORMED_PATH, { details: { path: ["Malformed %-encoding."] } });
    for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
    return res;
  }
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  // The page asked for, so a dashboard's sign-in redirect can come back to it (lib/auth/page-access.ts).
  requestHeaders.set("x-sprout-path", `${req.nextUrl.pathname}${req.nextUrl.search}`);
  requestHeaders.set("content-security-policy", headers["Content-Security-Policy"]);
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  return res;
}

// API routes stay out: Next buffers (up to 10 MB) the body of every request a proxy sees, which would undo the
// route wrapper's streamed body cap. The wrapper sets the API's headers itself; next-auth's and the health
// check's few paths (no large bodies) come through here.
export const config = {
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|api/).*)",
    "/api/auth/:nextauth(session|csrf|providers|signin|signout|callback|error|_log)/:path*",
    "/api/health",
  ],
};
