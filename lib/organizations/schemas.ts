// Request schemas of the organization API (SPEC §7 Organizer; docs/decisions/131-134).
import { z } from "zod";

function text(label: string, min: number, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(min, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);
}

/** Invite codes: trimmed, upper-cased, 4-32 letters, digits and dashes (docs/decisions/131). */
export const INVITE_CODE = /^[A-Z0-9-]{4,32}$/;
export const inviteCodeSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(INVITE_CODE, "Invite codes are 4 to 32 letters, digits or dashes."));

export const createOrganizationSchema = z.object({
  name: text("Name", 1, 120),
  description: text("Description", 0, 1000).optional().default(""),
  invite_code: inviteCodeSchema,
});
export type CreateOrganizationInput = z.infer<typeof createOrganizationSchema>;

export const organizationParams = z.object({ id: z.uuid("Organization not found.") });

export const PAGE_SIZE_MAX = 100;
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional().default(25),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const organizationStudentParams = z.object({
  id: z.uuid("Organization not found."),
  studentId: z.uuid("Student not found."),
});

export const ROLE_KINDS = ["teacher", "organizer"] as const;

/** POST /organization/role/: SPEC's {name, description}, plus the base type and which organization (decision 132). */
export const createRoleSchema = z.object({
  name: text("Name", 1, 80),
  description: text("Description", 0, 500).optional().default(""),
  kind: z.enum(ROLE_KINDS, { error: "Choose teacher or organizer." }).optional().default("teacher"),
  organization: z.uuid("Organization not found.").optional(),
});
export type CreateRoleInput = z.infer<typeof createRoleSchema>;

export const roleListQuery = z.object({ organization: z.uuid("Organization not found.").optional() });
export const roleParams = z.object({ id: z.uuid("Role not found.") });

export const inviteSchema = z.object({
  email: z
    .string({ error: "Enter an email address." })
    .trim()
    .toLowerCase()
    .min(1, "Enter an email address.")
    .max(254, "Email addresses can be at most 254 characters.")
    .pipe(z.email("Enter a valid email address.")),
  role: z.uuid("Choose a role."),
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const invitationParams = z.object({ id: z.uuid("Invitation not found.") });
/** SPEC: status 1 accepts, 2 declines. */
export const answerInvitationSchema = z.object({
  status: z.union([z.literal(1), z.literal(2)], { error: "Send status 1 to accept or 2 to decline." }),
});

/** The token of a mailed invitation link (base64url of 32 random bytes). */
export const invitationTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, "This invitation link is not valid.");

/** GET /organization/{id}/users/students/: a page, a search, a class and an order (docs/decisions/195). */
export const studentListQuery = pageQuery.extend({
  q: z.string().trim().max(100, "Search for at most 100 characters.").optional(),
  class: z.uuid("Choose one of the organization's classes.").optional(),
  sort: z
    .enum(["name", "username", "class", "newest"], { error: "Sort by name, username, class or newest." })
    .optional()
    .default("newest"),
});

export const memberParams = z.object({ id: z.uuid("Organization not found."), userId: z.uuid("Person not found.") });

/**
 * PUT /organization/{id}/users/{userId}: one of the organization's roles (its kind comes with it), or none and
 * the bare account type (docs/decisions/195).
 */
export const updateMemberSchema = z
  .object({
    role: z.uuid("Choose one of the organization's roles.").nullable(),
    kind: z.enum(ROLE_KINDS, { error: "Choose teacher or organizer." }).optional(),
  })
  .refine((b) => b.role !== null || b.kind !== undefined, {
    path: ["kind"],
    message: "Choose teacher or organizer.",
  });
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;

export const organizationInvitationParams = z.object({
  id: z.uuid("Organization not found."),
  invitationId: z.uuid("Invitation not found."),
});
