// The retention sweep (issue 24): what Sprout keeps only for a while is removed here, by a scheduled task on the
// job sweeper (lib/jobs/queue.ts) in every process, each removal in the audit log by id only:
// - a class archived more than 30 days ago, with its students' accounts (docs/decisions/185);
// - an under-13 sign-up whose parent never confirmed within 14 days (docs/decisions/188);
// - refused requests' counts older than 90 days (lib/audit/refusals.ts; the chain itself is kept).
// Time is lib/clock's, so a test moves it instead of waiting.
import { recordAudit } from "@/lib/audit/record";
import { purgeOldRefusals } from "@/lib/audit/refusals";
import { eraseClassRows, expiredArchivedClasses, RESTORE_DAYS } from "@/lib/classes/archive";
import { now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import { log } from "@/lib/http/log";
import { startScheduledTask } from "@/lib/jobs/queue";
import { purgeUnconfirmedChildren } from "@/lib/parents/consent";

/** How often a process does the work (the sweeper calls more often; the rest are cheap no-ops). */
export const RETENTION_EVERY_MS = 10 * 60_000;
const BATCH = 100;

let lastRun = 0;

function audit(action: string, record: { type: string; id: string }, organizationId: string | null, n?: number) {
  return recordAudit({
    action,
    actor: null,
    organizationId,
    record,
    ip: "",
    userAgent: "sprout retention",
    requestId: "retention",
    status: 200,
    ...(n !== undefined && { details: { deletedStudents: n } }),
  });
}

export type RetentionResult = { classes: string[]; children: string[]; refusals: number };

/** One pass: erases what is due now; returns the ids removed. Safe to run in several processes at once. */
export async function runRetention(): Promise<RetentionResult> {
  const classes: string[] = [];
  const cutoff = new Date(now().getTime() - RESTORE_DAYS * 86_400_000);
  for (const c of await expiredArchivedClasses(BATCH)) {
    const erased = await prisma
      .$transaction(async (tx) => {
        // Still archived and still past its 30 days (a restore or another process may have come first).
        const due = await tx.class.count({ where: { id: c.id, archivedAt: { lte: cutoff } } });
        return due ? eraseClassRows(tx, c.id) : null;
      })
      .catch((error) => {
        log.warn("archived class not erased", { classId: c.id, error: String(error) });
        return null;
      });
    if (erased === null) continue;
    classes.push(c.id);
    await audit("retention.class_erased", { type: "class", id: c.id }, c.organizationId, erased);
  }
  const children = await purgeUnconfirmedChildren(BATCH);
  for (const id of children) await audit("retention.unconfirmed_child_removed", { type: "user", id }, null);
  return { classes, children, refusals: await purgeOldRefusals() };
}

/** Starts the scheduled task in this process (server start-up). */
export function startRetention(): void {
  startScheduledTask({
    queue: "retention",
    sweep: async () => {
      if (Date.now() - lastRun < RETENTION_EVERY_MS) return;
      lastRun = Date.now();
      const done = await runRetention();
      if (done.classes.length || done.children.length)
        log.info("retention", { classes: done.classes.length, children: done.children.length });
    },
  });
}
