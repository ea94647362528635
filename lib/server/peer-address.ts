// Route handlers never see the socket, so the address a request came from is written into a header before
// Next handles it (lib/http/request.ts reads it). A client cannot forge it: the hook overwrites it on every
// request. Forwarding headers from a peer that is not a trusted proxy (TRUST_PROXY) are dropped here, so Next's
// own x-forwarded-* defaults (and next-auth, which reads them) see the real connection.
import http from "node:http";
import { MALFORMED_PATH, PEER_HEADER, hasMalformedEncoding, isTrustedProxy } from "@/lib/http/request";

const FORWARDING = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
];
const installed = Symbol.for("sprout.peerAddressHook");

export function markPeer(req: http.IncomingMessage): void {
  const peer = req.socket?.remoteAddress ?? "";
  req.headers[PEER_HEADER] = peer;
  if (!isTrustedProxy(peer)) for (const name of FORWARDING) delete req.headers[name];
}

/**
 * A path whose %-encoding is malformed makes Next throw before any handler or proxy (a 500 for /api, which the
 * proxy does not see): answer it here with the 400 every other bad value gets. Returns true when answered.
 */
export function refuseMalformedPath(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const pathname = (req.url ?? "/").split("?")[0];
  if (!hasMalformedEncoding(pathname)) return false;
  const body = JSON.stringify({
    type: "about:blank",
    title: "Bad Request",
    status: 400,
    detail: MALFORMED_PATH,
    details: { path: ["Malformed %-encoding."] },
  });
  res.writeHead(400, {
    "content-type": "application/problem+json",
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
  });
  res.end(body);
  return true;
}

/** The HTTP servers that have answered a request in this process (Next's), for a stop that waits for them. */
const g = globalThis as unknown as { __sproutServers?: Set<http.Server> };
export function servingServers(): http.Server[] {
  return [...(g.__sproutServers ?? [])];
}

export function installPeerAddressHook(): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: boolean };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit;
  const servers = (g.__sproutServers ??= new Set());
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      servers.add(this);
      markPeer(args[0] as http.IncomingMessage);
      if (refuseMalformedPath(args[0] as http.IncomingMessage, args[1] as http.ServerResponse)) return true;
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof proto.emit;
}
