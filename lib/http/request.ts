// What a request says about where it came from, believed only as far as TRUST_PROXY allows (docs/decisions/071).
// The server hook (lib/server/peer-address.ts) writes the socket's address into PEER_HEADER on every request,
// overwriting anything a client sent; X-Forwarded-For/-Host count only when that peer is a proxy we trust.
import { BlockList, isIP } from "node:net";
import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";

export const PEER_HEADER = "x-sprout-peer";
const UNKNOWN = "unknown";

let cached: { spec: string; list: BlockList } | undefined;

/** TRUST_PROXY as a BlockList: addresses and CIDR ranges, IPv4 or IPv6, comma separated. */
export function parseTrustedProxies(spec: string): BlockList {
  const list = new BlockList();
  for (const raw of spec
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = raw.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (!isIP(address)) throw new Error(`TRUST_PROXY: "${raw}" is not an IP address or CIDR range.`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

function trusted(): BlockList {
  if (cached?.spec !== env.TRUST_PROXY) cached = { spec: env.TRUST_PROXY, list: parseTrustedProxies(env.TRUST_PROXY) };
  return cached.list;
}

/** Strips the IPv4-mapped IPv6 prefix Node reports for IPv4 peers on a dual-stack socket. */
function normalize(address: string): string {
  const a = address.trim().replace(/^\[|\]$/g, "");
  return a.startsWith("::ffff:") && isIP(a.slice(7)) === 4 ? a.slice(7) : a;
}

export function isTrustedProxy(address: string): boolean {
  const a = normalize(address);
  const family = isIP(a);
  return family !== 0 && trusted().check(a, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address: the socket peer, or — when the peer is a trusted proxy — the right-most address in
 * X-Forwarded-For that is not itself a trusted proxy. Anything that is not an IP address reads as "unknown".
 */
export function clientIp(req: Request): string {
  const peer = normalize(req.headers.get(PEER_HEADER) ?? "");
  if (!isIP(peer)) return UNKNOWN;
  if (!isTrustedProxy(peer)) return peer;
  const chain = (req.headers.get("x-forwarded-for") ?? "").split(",").map(normalize).filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!isIP(chain[i])) return UNKNOWN;
    if (!isTrustedProxy(chain[i]) || i === 0) return chain[i];
  }
  return peer;
}

/** The host the browser addressed: X-Forwarded-Host only from a trusted proxy, else Host. */
export function requestHost(req: Request, fallback: string): string {
  const peer = req.headers.get(PEER_HEADER) ?? "";
  const forwarded = isTrustedProxy(peer) ? req.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || req.headers.get("host") || fallback;
}

export const MAX_REQUEST_ID = 64;

/** A caller's X-Request-Id lands in logs, bodies and headers: cut to 64 characters of [A-Za-z0-9._:-], else a new one. */
export function requestIdOf(req: Request): string {
  const given = (req.headers.get("x-request-id") ?? "").slice(0, 4 * MAX_REQUEST_ID).replace(/[^A-Za-z0-9._:-]/g, "");
  return given.slice(0, MAX_REQUEST_ID) || randomUUID();
}

/** True when a path's %-encoding cannot be decoded (Next throws on it before any handler runs). */
export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export const MALFORMED_PATH = "The address is not valid: it has a malformed %-encoding.";
