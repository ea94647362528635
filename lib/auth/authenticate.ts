// Who is calling: the bearer token or the web session cookie (both are Sprout access tokens, read by
// next-auth's getToken with our codec), checked against the live AuthSession row.
import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { env } from "@/lib/env";
import type { User } from "@/lib/generated/prisma/client";
import { decode } from "./jwt-codec";
import { liveSession } from "./sessions";
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

export async function authenticate(req: NextRequest): Promise<Actor | null> {
  const claims = await getToken({ req, secret: env.authSecret, decode });
  if (!claims?.sub || typeof claims.sid !== "string") return null;
  const session = await liveSession(claims.sid, claims.sub);
  if (!session || !session.user.isActive) return null;
  return {
    id: session.user.id,
    sessionId: session.id,
    roles: rolesOf(session.user),
    organizationId: session.user.organizationId,
    organizationCode: session.organizationCode,
    user: session.user,
  };
}
