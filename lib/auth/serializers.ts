import type { User } from "@/lib/generated/prisma/client";
import type { PublicUser } from "./wire";

/**
 * The User fields of SPEC §3 that are safe to show (never the password hash or calendar grant).
 * `organizationCode` is the invite code of their current organization (lib/organizations/membership.ts).
 */
export function serializeUser(u: User, organizationCode: string | null = null): PublicUser {
  return {
    id: u.id,
    firstname: u.firstname,
    lastname: u.lastname,
    username: u.username,
    email: u.email ?? "",
    isActive: u.isActive,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
    country: u.country,
    grade: u.grade,
    schoolCountry: u.schoolCountry,
    schoolName: u.schoolName,
    is_parent: u.isParent,
    is_organizer: u.isOrganizer,
    is_student: u.isStudent,
    is_teacher: u.isTeacher,
    dob: u.dob ? u.dob.toISOString().slice(0, 10) : null,
    organization_code: organizationCode,
    emailVerified: Boolean(u.emailVerifiedAt),
    calendarConnected: Boolean(u.calendarGrant),
  };
}

export type { PublicUser };
