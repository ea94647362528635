// Who is calling: the bearer token or the web session cookie (both are Sprout access tokens, read by
// next-auth's getToken with our codec), checked against the live AuthSession row.
import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { foldedCheck, type FoldedCheck } from "@/lib/db/fold";
import { env } from "@/lib/env";
import type { User } from "@/lib/generated/prisma/client";
import { decode } from "./jwt-codec";
import { LIVE_SESSION_SQL, liveSessionParams, liveSessionText, type LiveSession } from "./sessions";
import { rolesOf, type Role } from "./roles";

export type Actor = {
  id: string;
  sessionId: string;
  roles: Role[];
  organizationId: string | null;
  /** The invite code of the user's current organization (organization_code), read with the session. */
  organizationCode: string | null;
  user: User;
};

type Claims = { sid: string; sub: string };

async function claimsOf(req: NextRequest): Promise<Claims | null> {
  const claims = await getToken({ req, secret: env.authSecret, decode });
  if (!claims?.sub || typeof claims.sid !== "string") return null;
  return { sid: claims.sid, sub: claims.sub };
}

function actorOf(session: LiveSession): Actor | null {
  if (!session.user.isActive) return null;
  return {
    id: session.user.id,
    sessionId: session.id,
    roles: rolesOf(session.user),
    organizationId: session.user.organizationId,
    organizationCode: session.organizationCode,
    user: session.user,
  };
}

export async function authenticate(req: NextRequest): Promise<Actor | null> {
  const claims = await claimsOf(req);
  return claims && confirmed(claims);
}

/**
 * The sessions this process confirmed last (docs/decisions/254): the live row's text as the database wrote it,
 * and the actor built from it (frozen: requests share it). Never trusted alone: a folded check compares the
 * row's text again in the request's own first statement.
 */
const CONFIRMED = new Map<string, { text: string; actor: Actor }>();
const CONFIRMED_MAX = 10_000;
const keyOf = (claims: Claims) => `${claims.sid}:${claims.sub}`;

async function confirmed(claims: Claims): Promise<Actor | null> {
  const live = await liveSessionText(claims.sid, claims.sub);
  const actor = live && actorOf(live.session);
  const key = keyOf(claims);
  CONFIRMED.delete(key);
  if (!live || !actor) return null;
  if (CONFIRMED.size >= CONFIRMED_MAX) CONFIRMED.delete(CONFIRMED.keys().next().value!);
  Object.freeze(actor.user);
  Object.freeze(actor.roles);
  CONFIRMED.set(key, { text: live.text, actor: Object.freeze(actor) });
  return actor;
}

/**
 * For a read-only route (docs/decisions/254): the actor this session had when this process last confirmed it,
 * with the check that confirms it again folded into the handler's first statement (lib/db/fold.ts); the check
 * holds only while the live row is the same text (not ended, its user unchanged). A session this process has not
 * confirmed yet is authenticated as authenticate() does, with no check left.
 */
export async function authenticateFolded(req: NextRequest): Promise<{ actor: Actor | null; check?: FoldedCheck }> {
  const claims = await claimsOf(req);
  if (!claims) return { actor: null };
  const key = keyOf(claims);
  const known = CONFIRMED.get(key);
  const params = liveSessionParams(claims.sid, claims.sub);
  if (!known || !params) return { actor: await confirmed(claims) };
  const check = foldedCheck(LIVE_SESSION_SQL, params, (value) => {
    if (value === known.text) return true;
    CONFIRMED.delete(key);
    return false;
  });
  return { actor: known.actor, check };
}
