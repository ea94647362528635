"use client";

// "Archived classes": the owner's deleted classes still inside their 30 days, each with Restore and the last
// day it can be restored (docs/decisions/185). Shown only when there is one.
import { Button } from "@/components/ui/button";
import { Table, type Column } from "@/components/ui/table";
import { useBusy } from "@/components/ui/use-busy";
import { useArchivedClasses, useRestoreClass, type ArchivedClassView } from "@/lib/classes/queries";

export function ArchivedClasses({ onRestored }: { onRestored?: (id: string, message: string) => void }) {
  const archived = useArchivedClasses();
  const restore = useRestoreClass();
  const busy = useBusy();
  const rows = archived.data ?? [];
  if (!rows.length) return null;
  const columns: Column<ArchivedClassView>[] = [
    { header: "Class", rowHeader: true, cell: (c) => c.className },
    { header: "Students", cell: (c) => String(c.studentCount) },
    { header: "Restore until", cell: (c) => new Date(c.restoreUntil).toLocaleDateString() },
    {
      header: "Actions",
      hideHeader: true,
      cell: (c) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Restore ${c.className}`}
          onClick={async () => {
            const done = await busy("Restoring...", () => restore.mutateAsync(c.id));
            if (done) onRestored?.(c.id, `${c.className} is back with its students.`);
          }}
        >
          Restore
        </Button>
      ),
    },
  ];
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm" aria-labelledby="archived-classes">
      <h2 id="archived-classes" className="text-xl font-semibold">
        Archived classes
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Deleted classes wait here for 30 days with their students, then are deleted for good.
      </p>
      <Table
        caption="Archived classes"
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        empty="No archived classes."
      />
    </section>
  );
}
