// The deployment administrator (docs/decisions/130): who may create organizations and licenses and grant
// license requests — the paths SPEC §7 marks "admin". Named by SPROUT_ADMIN_EMAILS (comma-separated, matched
// against verified addresses); when that is empty, the earliest active organizer account of the deployment
// (on a fresh school deployment: the person who set it up, and in the demo: demo.organizer).
import "server-only";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Actor } from "./authenticate";

export function configuredAdminEmails(): string[] {
  return env.SPROUT_ADMIN_EMAILS.split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
}

export async function isDeploymentAdmin(actor: Pick<Actor, "id" | "roles" | "user">): Promise<boolean> {
  if (!actor.roles.includes("organizer")) return false;
  const listed = configuredAdminEmails();
  if (listed.length) {
    const email = actor.user.email?.toLowerCase();
    return Boolean(email && actor.user.emailVerifiedAt && listed.includes(email));
  }
  const first = await prisma.user.findFirst({
    where: { isOrganizer: true, isActive: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return first?.id === actor.id;
}
