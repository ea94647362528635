// Who a verified ID token is (issue 42): the roster's sourcedId in the configured claim (roster_person of this
// organization), else the verified e-mail of an account that belongs to this organization (a member, a rostered
// person, or a student of one of its classes). Nobody is created; a child below Grade 3 keeps the login card.
import { prisma } from "@/lib/db/client";
import type { User } from "@/lib/generated/prisma/client";
import { GRADES } from "@/lib/vocabulary";
import type { VerifiedClaims } from "./provider";

export type Match =
  { kind: "matched"; user: User } | { kind: "refused"; reason: "unknown" | "young" | "archived"; email: string };

const FIRST_GRADE_ALLOWED = GRADES.indexOf("Grade 3");

/** A student may use the school's sign-in from Grade 3 on; a student whose grade is unknown keeps the card. */
export function isOldEnough(grade: string): boolean {
  const index = GRADES.indexOf(grade as (typeof GRADES)[number]);
  return index >= FIRST_GRADE_ALLOWED;
}

const stringClaim = (claims: VerifiedClaims, name: string) => {
  const value = claims[name];
  return typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
};

async function bySourcedId(organizationId: string, sourceId: string): Promise<string | null> {
  if (!sourceId) return null;
  const person = await prisma.rosterPerson.findUnique({
    where: { organizationId_sourceId: { organizationId, sourceId } },
    select: { userId: true },
  });
  return person?.userId ?? null;
}

async function byVerifiedEmail(organizationId: string, email: string): Promise<string | null> {
  const user = await prisma.user.findFirst({
    where: {
      email: { equals: email, mode: "insensitive" },
      OR: [
        { memberships: { some: { organizationId } } },
        { rosterPeople: { some: { organizationId } } },
        { studentProfile: { class: { organizationId } } },
      ],
    },
    select: { id: true },
  });
  return user?.id ?? null;
}

export async function matchPerson(
  organizationId: string,
  claims: VerifiedClaims,
  sourcedIdClaim: string,
): Promise<Match> {
  const email = claims.email_verified === true ? stringClaim(claims, "email").toLowerCase() : "";
  const shown = email || stringClaim(claims, "email") || "(no e-mail address)";
  const userId =
    (sourcedIdClaim ? await bySourcedId(organizationId, stringClaim(claims, sourcedIdClaim)) : null) ??
    (email ? await byVerifiedEmail(organizationId, email) : null);
  const user = userId
    ? await prisma.user.findUnique({
        where: { id: userId },
        include: { studentProfile: { select: { class: { select: { grade: true, archivedAt: true } } } } },
      })
    : null;
  if (!user?.isActive) return { kind: "refused", reason: "unknown", email: shown };
  if (user.isStudent) {
    const klass = user.studentProfile?.class;
    if (!isOldEnough(user.grade || klass?.grade || "")) return { kind: "refused", reason: "young", email: shown };
    if (klass?.archivedAt) return { kind: "refused", reason: "archived", email: shown };
  }
  const { studentProfile: _, ...plain } = user;
  return { kind: "matched", user: plain };
}
