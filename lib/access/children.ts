// Tenancy for parents (SPEC §6, issue 10): a parent reaches only the student accounts linked to them in
// parent_child. Every parent query starts from these filters, so another family's child answers 404 like a
// missing one (docs/decisions/100).
import type { Actor } from "@/lib/auth/authenticate";
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";

/** Student accounts (User rows) linked to the parent. */
export function childrenVisibleTo(actor: Pick<Actor, "id">): Prisma.UserWhereInput {
  return { isStudent: true, parents: { some: { parentId: actor.id } } };
}

/** The child's Student row (its class place, teacher limits and progress) when the child is the parent's. */
export function childStudentsVisibleTo(actor: Pick<Actor, "id">): Prisma.StudentWhereInput {
  return { user: childrenVisibleTo(actor) };
}

/** The parent's child `id` (a User id) with `include`, or 404 "Child not found." */
export async function findChildOrThrow<I extends Prisma.UserInclude>(
  actor: Pick<Actor, "id">,
  id: string,
  include: I,
): Promise<Prisma.UserGetPayload<{ include: I }>> {
  const child = await prisma.user.findFirst({ where: { id, ...childrenVisibleTo(actor) }, include });
  if (!child) throw notFound("Child not found.");
  return child as Prisma.UserGetPayload<{ include: I }>;
}
