// Plans live in the database, upserted from content/plans.json at server start (docs/decisions/110): a school
// edits the file; a plan removed from it is hidden, not deleted (past subscriptions still name it).
import plansJson from "@/content/plans.json";
import { prisma } from "@/lib/db/client";
import { planFileSchema } from "./schemas";
import { serializePlan } from "./serializers";

export async function syncPlans(): Promise<number> {
  const { plans } = planFileSchema.parse(plansJson);
  for (const [sortOrder, p] of plans.entries()) {
    const data = {
      name: p.name,
      description: p.description,
      priceCents: p.price_cents,
      currency: p.currency,
      interval: p.interval,
      maxChildren: p.children,
      unlocks: p.unlocks,
      stripePriceId: p.stripe_price_id ?? null,
      sortOrder,
      isActive: true,
    };
    await prisma.plan.upsert({ where: { id: p.id }, create: { id: p.id, ...data }, update: data });
  }
  await prisma.plan.updateMany({ where: { id: { notIn: plans.map((p) => p.id) } }, data: { isActive: false } });
  return plans.length;
}

export async function listPlans() {
  const plans = await prisma.plan.findMany({ where: { isActive: true }, orderBy: { sortOrder: "asc" } });
  return plans.map(serializePlan);
}
