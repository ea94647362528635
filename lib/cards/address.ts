// The web address a child types to sign in, printed on every login card (issue 28, docs/decisions/191), and
// whether it is a loopback address (localhost, 127.x, ::1): cards printed then work on this computer only, so
// the teacher is warned before printing.
import { env } from "@/lib/env";

export type CardAddress = { address: string; loopback: boolean };

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === "::1" ||
    host === "0.0.0.0"
  );
}

/** APP_URL's host and path plus /login (the students' sign-in page), without the scheme: what a child types. */
export function cardAddress(appUrl: string = env.APP_URL): CardAddress {
  const url = new URL(`${appUrl.replace(/\/$/, "")}/login`);
  return { address: `${url.host}${url.pathname}`, loopback: isLoopbackHost(url.hostname) };
}
