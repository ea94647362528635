// Server-side sessions: one AuthSession row per sign-in; tokens carry its id. Revoking the row (sign-out,
// refresh-token reuse) ends every token of that session at once, on every instance.
import { prisma, sql } from "@/lib/db/client";
import { settleAlone, type FoldedCheck } from "@/lib/db/fold";
import { jsonDate, modelFromJson } from "@/lib/db/sql";
import type { User } from "@/lib/generated/prisma/client";
import { addSeconds, now } from "@/lib/clock";
import { AppError } from "@/lib/http/errors";
import { SESSION_SECONDS, accessExpiry, randomKey, signToken, verifyToken } from "./tokens";

export type IssuedTokens = { access_token: string; refresh_token: string; sessionExpiresAt: string };

export async function startSession(userId: string, userAgent = ""): Promise<IssuedTokens> {
  const jti = randomKey(16);
  const expiresAt = addSeconds(now(), SESSION_SECONDS);
  const session = await prisma.authSession.create({
    data: { userId, refreshJti: jti, expiresAt, userAgent: userAgent.slice(0, 300), createdAt: now() },
  });
  return {
    access_token: await signToken("access", { sub: userId, sid: session.id }, accessExpiry(expiresAt)),
    refresh_token: await signToken("refresh", { sub: userId, sid: session.id, jti }, expiresAt),
    sessionExpiresAt: expiresAt.toISOString(),
  };
}

const SESSION_ENDED = "Your session has ended. Please sign in again.";

/** Two tabs refreshing one token at once both get the pair the first one got, within this many seconds. */
export const REFRESH_GRACE_SECONDS = 20;

/** The pair a rotation issued, signed again byte for byte from the row (same claims, iat and exp). */
async function pairFor(claims: { sub: string; sid: string }, jti: string, rotatedAt: Date, sessionEnd: Date) {
  const iat = Math.floor(rotatedAt.getTime() / 1000);
  const issued = new Date(iat * 1000);
  return {
    access: await signToken("access", { sub: claims.sub, sid: claims.sid }, accessExpiry(sessionEnd, issued), iat),
    refresh: await signToken("refresh", { sub: claims.sub, sid: claims.sid, jti }, sessionEnd, iat),
  };
}

/**
 * Exchanges a refresh token for a new access token and a new refresh token. The old refresh token is spent:
 * presenting it again within REFRESH_GRACE_SECONDS (a second tab) returns the same new pair; later it means the
 * token was stolen or replayed, so the whole session is revoked.
 */
export async function refreshSession(refreshToken: string): Promise<{ access: string; refresh: string }> {
  const claims = await verifyToken(refreshToken, "refresh");
  if (!claims?.jti)
    throw new AppError("unauthorized", "Token is invalid or expired", { extra: { code: "token_not_valid" } });
  const nextJti = randomKey(16);
  const rotatedAt = new Date(Math.floor(now().getTime() / 1000) * 1000);
  // Compare-and-swap on the current jti: of two concurrent uses of one token only one can rotate.
  const rotated = await prisma.authSession.updateMany({
    where: { id: claims.sid, userId: claims.sub, refreshJti: claims.jti, revokedAt: null, expiresAt: { gt: now() } },
    data: { refreshJti: nextJti, previousJti: claims.jti, rotatedAt },
  });
  const session = await prisma.authSession.findUnique({ where: { id: claims.sid } });
  if (rotated.count === 1 && session) return pairFor(claims, nextJti, rotatedAt, session.expiresAt);
  const graceFloor = new Date(now().getTime() - REFRESH_GRACE_SECONDS * 1000);
  if (
    session &&
    session.userId === claims.sub &&
    !session.revokedAt &&
    session.expiresAt > now() &&
    session.previousJti === claims.jti &&
    session.rotatedAt &&
    session.rotatedAt >= graceFloor
  ) {
    return pairFor(claims, session.refreshJti, session.rotatedAt, session.expiresAt);
  }
  await prisma.authSession.updateMany({
    where: { id: claims.sid, revokedAt: null },
    data: { revokedAt: now(), revokeReason: "refresh_token_reuse" },
  });
  throw new AppError("unauthorized", SESSION_ENDED, { extra: { code: "token_not_valid" } });
}

export async function revokeSession(sessionId: string, reason = "signed_out"): Promise<void> {
  await prisma.authSession.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: now(), revokeReason: reason },
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The User columns that are timestamps or dates (a test compares this row with Prisma's, so a new one fails it). */
const USER_DATES = ["emailVerifiedAt", "dob", "createdAt", "updatedAt"];

/** A `row_to_json` of a "user" row as Prisma's User: columns renamed to fields, timestamps and dates as Dates. */
export function userFromJson(row: Record<string, unknown>): User {
  return modelFromJson<User>(row, USER_DATES);
}

/**
 * The live session $1 of the user $2 at the time $3, with its user, as one json text (no row: not live): the row
 * as `row_to_json` of "user" and the invite code of the user's current organization (their organization_code),
 * so no request reads it again. Text, so a folded check (lib/auth/authenticate.ts) compares it as it came.
 */
export const LIVE_SESSION_SQL = `SELECT json_build_object('id', s.id, 'expiresAt', s.expires_at, 'user', row_to_json(u),
         'organizationCode', g.invite_code)::text
    FROM auth_session s JOIN "user" u ON u.id = s.user_id LEFT JOIN organization g ON g.id = u.organization_id
   WHERE s.id = $1::uuid AND s.user_id = $2::uuid AND s.revoked_at IS NULL AND s.expires_at > $3::timestamp`;

export type LiveSession = { id: string; expiresAt: Date; user: User; organizationCode: string | null };

/** LIVE_SESSION_SQL's parameters, or null when the ids cannot be a session's (no statement is needed). */
export function liveSessionParams(sessionId: string, userId: string): [string, string, string] | null {
  if (!UUID.test(sessionId) || !UUID.test(userId)) return null;
  return [sessionId, userId, now().toISOString()];
}

/** LIVE_SESSION_SQL's text as the session: the user as Prisma's `User`, timestamps as Dates. */
function parseLiveSession(text: string): LiveSession {
  const row = JSON.parse(text) as {
    id: string;
    expiresAt: string;
    user: Record<string, unknown>;
    organizationCode: string | null;
  };
  return {
    id: row.id,
    expiresAt: jsonDate(row.expiresAt),
    user: userFromJson(row.user),
    organizationCode: row.organizationCode,
  };
}

/**
 * The live session `sessionId` of `userId` with its user, in one statement on every authenticated request
 * (docs/decisions/150), and its text as the statement returned it.
 */
export async function liveSessionText(
  sessionId: string,
  userId: string,
): Promise<{ session: LiveSession; text: string } | null> {
  const params = liveSessionParams(sessionId, userId);
  if (!params) return null;
  const [row] = await sql.query<{ live: string }>(`SELECT (${LIVE_SESSION_SQL}) AS live`, params, { prepare: true });
  if (!row?.live) return null;
  return { session: parseLiveSession(row.live), text: row.live };
}

/** The live session `sessionId` of `userId` with its user (LIVE_SESSION_SQL), or null. */
export async function liveSession(sessionId: string, userId: string): Promise<LiveSession | null> {
  return (await liveSessionText(sessionId, userId))?.session ?? null;
}

/** A folded session check that no read carried, settled with its own statement (docs/decisions/254). */
export function settleSessionCheck(check: FoldedCheck): Promise<void> {
  return settleAlone(check, (text, params) => sql.query(text, params, { prepare: true }));
}
