// The last step of every student import (a request's small file, the CSV job's large one, a OneRoster job's new
// students): the prepared accounts inserted with their class's default screen time and level limits (issue 37).
import type { Prisma } from "@/lib/generated/prisma/client";
import { classDefaults, insertStudents, type PreparedStudent } from "./accounts";

/** Inserts `prepared` into `classId` inside `tx`, with the class's default limits as every import gives them. */
export async function insertWithClassDefaults(
  tx: Prisma.TransactionClient,
  classId: string,
  prepared: PreparedStudent[],
): Promise<void> {
  if (!prepared.length) return;
  const klass = await tx.class.findUniqueOrThrow({
    where: { id: classId },
    select: { timeLimits: true, levelThresholds: true },
  });
  await insertStudents(tx, classId, prepared, classDefaults(klass));
}
