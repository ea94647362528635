// Signing in with a printed login card's QR code (docs/decisions/030): the token's sha-256 finds the student
// account. Lives in auth, below the classroom domains, so next-auth's provider depends on no domain.
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db/client";

export function hashCardToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The student account a scanned card signs in, or null for an unknown or replaced card, or a card of an archived
 * class (it signs in again once the class is restored: docs/decisions/185).
 */
export async function userForCardToken(token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const s = await prisma.student.findUnique({
    where: { cardTokenHash: hashCardToken(token) },
    select: { user: true, class: { select: { archivedAt: true } } },
  });
  return s?.user.isActive && !s.class?.archivedAt ? s.user : null;
}
