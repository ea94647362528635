// Tenancy for payments (issue 11): a parent reaches only their own subscriptions and payments; another
// parent's answers 404 like a missing one (docs/decisions/100, 111).
import type { Actor } from "@/lib/auth/authenticate";
import type { Prisma } from "@/lib/generated/prisma/client";

export function subscriptionsVisibleTo(actor: Pick<Actor, "id">): Prisma.PlanSubscriptionWhereInput {
  return { parentId: actor.id };
}

export function paymentsVisibleTo(actor: Pick<Actor, "id">): Prisma.PaymentWhereInput {
  return { parentId: actor.id };
}
