// The JSON shapes lib/organizations answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";
import { pageOf } from "@/lib/http/wire";

export const organizationsInvitationViewSchema = z
  .object({
    id: z.string(),
    organization: z.string(),
    organizationName: z.string(),
    email: z.string(),
    role: z.string().nullable(),
    roleName: z.string().nullable(),
    kind: z.enum(["teacher", "organizer"]),
    status: z.union([z.literal(0), z.literal(2), z.literal(1)]),
    statusLabel: z.enum(["pending", "accepted", "declined", "expired"]),
    expiresAt: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "OrganizationsInvitationView" });
export const memberViewSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string().nullable(),
    kind: z.enum(["teacher", "organizer"]),
    role: z.string().nullable(),
    created_at: z.string(),
    joinedAt: z.string(),
  })
  .meta({ id: "MemberView" });
export const organizationStudentViewSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    classId: z.string(),
    className: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "OrganizationStudentView" });
export const organizationViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    invite_code: z.string(),
    created_at: z.string(),
    kind: z.enum(["teacher", "organizer"]),
    current: z.boolean(),
  })
  .meta({ id: "OrganizationView" });
export const roleViewSchema = z
  .object({
    id: z.string(),
    organization: z.string(),
    name: z.string(),
    description: z.string(),
    kind: z.enum(["teacher", "organizer"]),
    created_at: z.string(),
  })
  .meta({ id: "RoleView" });
export const organizationClassListSchema = z.array(z.object({ id: z.string(), name: z.string() }));
export const invitationResentSchema = organizationsInvitationViewSchema.extend({ detail: z.string() });
export const leftOrganizationSchema = z
  .object({
    detail: z.string(),
    id: z.string(),
    organization: z.string(),
  })
  .meta({ id: "LeftOrganization" });
export const invitationPageSchema = pageOf(organizationsInvitationViewSchema);
export const memberUpdatedSchema = memberViewSchema.extend({ detail: z.string(), organization: z.string() });
export const memberPageSchema = pageOf(memberViewSchema);
export const organizationStudentPageSchema = pageOf(organizationStudentViewSchema);
export const invitationAnsweredSchema = z.object({
  detail: z.string(),
  invitation: organizationsInvitationViewSchema,
});
export const organizationsInvitationViewListSchema = z.array(organizationsInvitationViewSchema);
export const roleDeletedSchema = leftOrganizationSchema.omit({ id: true });
export const roleViewListSchema = z.array(roleViewSchema);
export const organizationViewListSchema = z.array(organizationViewSchema);

export type MemberView = z.output<typeof memberViewSchema>;
