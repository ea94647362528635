"use client";

import { useEffect, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { fetchImportJob, type ImportJobView } from "@/lib/classes/queries";

type JobLike = Pick<ImportJobView, "id" | "status" | "total" | "processed" | "errors"> & { classId?: string | null };

/**
 * A large import runs as a job: this polls it and shows a progress bar until it ends. The class's import by
 * default; `load` reads another kind of import job (the organizer's OneRoster import), `title` names it.
 */
export function ImportProgress<J extends JobLike = ImportJobView>({
  job: initial,
  onDone,
  onFailed,
  load,
  title = "Adding students",
}: {
  job: J;
  onDone: (job: J) => void;
  onFailed: (messages: string[]) => void;
  load?: () => Promise<J>;
  title?: string;
}) {
  const [job, setJob] = useState(initial);
  useEffect(() => {
    let stop = false;
    const tick = async () => {
      if (stop) return;
      const next = await (load ? load() : (fetchImportJob(initial) as unknown as Promise<J>)).catch(() => null);
      if (stop) return;
      if (next) setJob(next);
      if (next?.status === "succeeded") return onDone(next);
      if (next?.status === "failed") return onFailed(next.errors);
      setTimeout(tick, 700);
    };
    const t = setTimeout(tick, 500);
    return () => {
      stop = true;
      clearTimeout(t);
    };
  }, [initial, onDone, onFailed, load]);
  return (
    <Modal title={title} onClose={() => undefined} testId="import-progress">
      <p aria-live="polite">
        {job.status === "queued"
          ? `Waiting for other imports to finish: ${job.total} accounts to create`
          : `Creating accounts: ${job.processed} of ${job.total}`}
      </p>
      <progress className="mt-3 h-4 w-full" max={job.total} value={job.processed} aria-label="Import progress" />
      <p className="mt-2 text-sm text-slate-600">You can keep this page open; the import continues on the server.</p>
    </Modal>
  );
}
