// Who may see a role's dashboard. Not signed in → that role's sign-in page; signed in without the role →
// a page saying so, with a link to the user's own dashboard (rather than a bounce to /login). Reads the same
// per-request `Actor` as every other page guard (lib/auth/guard.ts).
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { Actor } from "./authenticate";
import { currentActor } from "./guard";
import { primaryRole, ROLE_HOME, type Role } from "./roles";
import { loginPathFor, safeNextPath } from "./client-storage";

export type PageAccess =
  { allowed: true; actor: Actor; user: Actor["user"] } | { allowed: false; ownRole: Role | null; home: string };

export async function pageAccess(role: Role): Promise<PageAccess> {
  const actor = await currentActor();
  if (!actor) redirect(await signInPath(role));
  if (actor.roles.includes(role)) return { allowed: true, actor, user: actor.user };
  const ownRole = primaryRole(actor.roles);
  return { allowed: false, ownRole, home: ownRole ? ROLE_HOME[ownRole] : "/" };
}

/** The role's sign-in page, returning to the page asked for (set by proxy.ts) unless that is the dashboard itself. */
async function signInPath(role: Role): Promise<string> {
  const next = safeNextPath((await headers()).get("x-sprout-path"));
  return next && next !== ROLE_HOME[role]
    ? `${loginPathFor(role)}?next=${encodeURIComponent(next)}`
    : loginPathFor(role);
}
