// The demo school: Maple Grove with its organizer and teacher, the deployment's administrator, and a role with
// one waiting invitation so the organizer's dashboard is not empty (docs/decisions/133).
import { randomBytes } from "node:crypto";
import { hashInvitationToken, INVITATION_DAYS } from "@/lib/organizations/invitations";
import { addDefaultRoles } from "@/lib/organizations/roles";
import { DAY, type SeedContext } from "./context";

export async function seedOrganization({ tx, passwordHash, verified }: SeedContext) {
  const org = await tx.organization.create({
    data: { name: "Maple Grove Elementary", description: "Demo school", inviteCode: "MAPLE-DEMO" },
  });
  const common = { passwordHash, emailVerifiedAt: verified, organizationId: org.id };
  // The earliest organizer account is the administrator when SPROUT_ADMIN_EMAILS is empty (lib/auth/admin.ts):
  // created a day before the rest, and a member of no organization.
  const admin = await tx.user.create({
    data: {
      passwordHash,
      emailVerifiedAt: verified,
      email: "admin@demo.sprout.school",
      username: "demo.admin",
      firstname: "Ada",
      lastname: "Admin",
      isOrganizer: true,
      country: "Canada",
      createdAt: new Date(verified.getTime() - DAY),
    },
  });
  const organizer = await tx.user.create({
    data: {
      ...common,
      email: "organizer@demo.sprout.school",
      username: "demo.organizer",
      firstname: "Olivia",
      lastname: "Organizer",
      isOrganizer: true,
      country: "Canada",
    },
  });
  const teacher = await tx.user.create({
    data: {
      ...common,
      email: "teacher@demo.sprout.school",
      username: "demo.teacher",
      firstname: "Tom",
      lastname: "Teacher",
      isTeacher: true,
      schoolName: "Maple Grove Elementary",
      schoolCountry: "Canada",
    },
  });
  await tx.organizationMember.createMany({
    data: [
      { organizationId: org.id, userId: organizer.id, kind: "organizer" },
      { organizationId: org.id, userId: teacher.id, kind: "teacher" },
    ],
  });
  await addDefaultRoles(tx, org.id); // as every new organization (issue 39)
  // The invitation's token is random and never mailed: nobody can sign up from it.
  const role = await tx.organizationRole.create({
    data: { organizationId: org.id, name: "Classroom teacher", description: "Teaches a class", kind: "teacher" },
  });
  await tx.organizationInvitation.create({
    data: {
      organizationId: org.id,
      roleId: role.id,
      kind: "teacher",
      email: "new.teacher@demo.sprout.school",
      tokenHash: hashInvitationToken(randomBytes(32).toString("base64url")),
      invitedById: organizer.id,
      expiresAt: new Date(verified.getTime() + INVITATION_DAYS * DAY),
    },
  });
  return { org, admin, organizer, teacher };
}
