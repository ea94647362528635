// Role → permissions (SPEC §6). The route wrapper checks `permission:`; the UI hides controls with `can`.
import type { Role } from "./roles";

export const PERMISSIONS = {
  student: ["profile:own", "student:self"],
  teacher: [
    "profile:own",
    "classes:manage",
    "students:manage",
    "comments:manage",
    "curriculum:manage",
    "schedule:manage",
    "notes:manage",
    "chat:teacher",
    "calendar:connect",
    "organizations:read",
    "invitations:answer",
  ],
  parent: [
    "profile:own",
    "children:manage",
    "payments:manage",
    "chat:parent",
    "calendar:connect",
    "invitations:answer",
  ],
  organizer: [
    "profile:own",
    "organizations:read",
    "organizations:manage",
    "audit:read",
    "calendar:connect",
    "invitations:answer",
  ],
} as const satisfies Record<Role, readonly string[]>;

export type Permission = (typeof PERMISSIONS)[Role][number];

export function can(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((r) => (PERMISSIONS[r] as readonly string[]).includes(permission));
}
