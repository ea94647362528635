// Who may see a role's dashboard. Not signed in → that role's sign-in page; signed in without the role →
// a page saying so, with a link to the user's own dashboard (rather than a bounce to /login).
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { prisma, ensureDatabaseReady } from "@/lib/db/client";
import { authOptions } from "./next-auth";
import { primaryRole, rolesOf, ROLE_HOME, type Role } from "./roles";
import { loginPathFor } from "./client-storage";

export type PageAccess =
  | { allowed: true; user: NonNullable<Awaited<ReturnType<typeof prisma.user.findUnique>>> }
  | { allowed: false; ownRole: Role | null; home: string };

export async function pageAccess(role: Role): Promise<PageAccess> {
  await ensureDatabaseReady();
  const session = await getServerSession(authOptions).catch(() => null);
  const userId = (session?.user as { id?: string } | undefined)?.id;
  if (!userId) redirect(loginPathFor(role));
  const user = await prisma.user.findUnique({ where: { id: userId } });
  if (!user) redirect(loginPathFor(role));
  const roles = rolesOf(user);
  if (roles.includes(role)) return { allowed: true, user };
  const ownRole = primaryRole(roles);
  return { allowed: false, ownRole, home: ownRole ? ROLE_HOME[ownRole] : "/" };
}
