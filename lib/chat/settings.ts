// A teacher's quiet hours (docs/decisions/122): read and set; parents see the result as availability.
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { availabilityOf } from "./conversations";
import type { QuietHours } from "./schemas";

export async function getQuietHours(actor: Pick<Actor, "id">) {
  return availabilityOf(actor.id);
}

export async function setQuietHours(actor: Pick<Actor, "id">, q: QuietHours | null) {
  if (!q) await prisma.chatQuietHours.deleteMany({ where: { teacherId: actor.id } });
  else
    await prisma.chatQuietHours.upsert({
      where: { teacherId: actor.id },
      create: { teacherId: actor.id, ...q },
      update: q,
    });
  return availabilityOf(actor.id);
}
