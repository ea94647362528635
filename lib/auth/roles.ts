export const ROLES = ["student", "teacher", "parent", "organizer"] as const;
export type Role = (typeof ROLES)[number];

type RoleFlags = { isStudent: boolean; isTeacher: boolean; isParent: boolean; isOrganizer: boolean };

export const ROLE_FLAG: Record<Role, keyof RoleFlags> = {
  student: "isStudent",
  teacher: "isTeacher",
  parent: "isParent",
  organizer: "isOrganizer",
};

export function rolesOf(user: RoleFlags): Role[] {
  return ROLES.filter((r) => user[ROLE_FLAG[r]]);
}

/** The dashboard a role lands on after sign-in. */
export const ROLE_HOME: Record<Role, string> = {
  student: "/students",
  teacher: "/teachers",
  parent: "/parents",
  organizer: "/organizers",
};

/** Which role's dashboard to open: the one asked for if the user has it, else the first they hold. */
export function primaryRole(roles: Role[], preferred?: string | null): Role | null {
  if (preferred && (roles as string[]).includes(preferred)) return preferred as Role;
  const order: Role[] = ["organizer", "teacher", "parent", "student"];
  return order.find((r) => roles.includes(r)) ?? null;
}

/**
 * Why `user` may not give itself `role` (null when it may): an adult adds teacher or parent (SPEC §4); organizers
 * come by invitation; a student account never gains a role. Used by profile updates and Google's add-role flow.
 */
export function roleAdditionRefusal(user: RoleFlags, role: Role): string | null {
  if (user[ROLE_FLAG[role]]) return null;
  if (user.isStudent) return "A student account cannot change its account type.";
  if (role === "teacher" || role === "parent") return null;
  return role === "organizer"
    ? "Organizer accounts are given by invitation from an organization."
    : "An adult account cannot become a student account.";
}
