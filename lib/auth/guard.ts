// Server-side page guard. A page or layout gets the same `Actor` a route handler gets (lib/auth/authenticate:
// cookie → access token → live session), read once per request however many layouts and pages ask (React cache).
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { NextRequest } from "next/server";
import { ensureDatabaseReady } from "@/lib/db/client";
import { authenticate, type Actor } from "./authenticate";
import type { Role } from "./roles";

/** The signed-in actor of this request, or null. */
export const currentActor = cache(async (): Promise<Actor | null> => {
  await ensureDatabaseReady();
  return authenticate(new NextRequest("http://sprout.internal/", { headers: await headers() })).catch(() => null);
});

/** The actor if they hold `role`; otherwise a redirect to that role's sign-in page (or /login). */
export async function requireRole(role: Role): Promise<Actor> {
  const actor = await currentActor();
  if (!actor) redirect(role === "student" ? "/login" : `/login/${role}`);
  if (!actor.roles.includes(role)) redirect("/login");
  return actor;
}
