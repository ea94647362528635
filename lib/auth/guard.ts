// Server-side page guard: the signed-in web user with the given role, or a redirect to its sign-in page.
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { prisma, ensureDatabaseReady } from "@/lib/db/client";
import { authOptions } from "./next-auth";
import { rolesOf, type Role } from "./roles";

export async function requireRole(role: Role) {
  await ensureDatabaseReady();
  const session = await getServerSession(authOptions).catch(() => null);
  const userId = (session?.user as { id?: string } | undefined)?.id;
  if (!userId) redirect(role === "student" ? "/login" : `/login/${role}`);
  const user = await prisma.user.findUnique({ where: { id: userId } });
  if (!user || !rolesOf(user).includes(role)) redirect("/login");
  return user;
}
