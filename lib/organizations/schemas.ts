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
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional().default(25),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const organizationStudentParams = z.object({
  id: z.uuid("Organization not found."),
  studentId: z.uuid("Student not found."),
});
