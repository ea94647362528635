// A class that a large Class & File upload creates when its import job runs (issue 41): the request validates the
// form and the file and writes only the job, with the class as a draft; the job creates the class, its
// invitations and its students in its one transaction, so a failed job leaves no empty class.
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { now } from "@/lib/clock";
import { rolesOf } from "@/lib/auth/roles";
import { inviteCoTeachers } from "./invitations";

/** `import_job.class_draft`: the class's fields as the request validated them, its organization and invitations. */
export const classDraftSchema = z.object({
  className: z.string(),
  grade: z.string(),
  subject: z.string(),
  roomNumber: z.string(),
  color: z.string(),
  organizationId: z.string().uuid().nullable(),
  coTeachers: z.array(z.string()),
});
export type ClassDraft = z.infer<typeof classDraftSchema>;

/** Creates the drafted class of `ownerId` (the job's creator) with its invitations inside `tx`; its id. */
export async function createDraftedClass(tx: Prisma.TransactionClient, ownerId: string, draft: unknown) {
  const { coTeachers, ...fields } = classDraftSchema.parse(draft);
  const owner = await tx.user.findUniqueOrThrow({ where: { id: ownerId } });
  const created = await tx.class.create({ data: { ...fields, ownerId, createdAt: now() } });
  await inviteCoTeachers(tx, { id: owner.id, roles: rolesOf(owner), user: owner }, created.id, coTeachers);
  return created.id;
}
