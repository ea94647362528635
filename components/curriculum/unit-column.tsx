"use client";

// One column of the planner (current, upcoming or past units): open a unit, move it, delete it.
import { Button } from "@/components/ui/button";
import { useApiError } from "@/components/ui/use-api-error";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { useDeleteUnit, useUpdateUnit, type UnitDto } from "@/lib/curriculum/queries";

const TITLES = { current: "Current units", upcoming: "Upcoming units", past: "Past units" };

export function UnitColumn({
  status,
  units,
  classId,
  onOpen,
  openId,
}: {
  status: UnitDto["status"];
  units: UnitDto[];
  classId: string;
  onOpen: (id: string) => void;
  openId: string | null;
}) {
  const fail = useApiError();
  const confirm = useConfirm();
  const update = useUpdateUnit(classId);
  const remove = useDeleteUnit(classId);
  const move = (unit: UnitDto, to: "current" | "past") =>
    update.mutate(
      { id: unit.id, ...(to === "current" ? { is_current: true } : { is_finished: true }) },
      { onError: (e) => fail(e) },
    );
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm" data-testid={`units-${status}`}>
      <h2 className="mb-3 text-lg font-semibold">{TITLES[status]}</h2>
      {units.length === 0 && <p className="text-sm text-slate-600">None yet.</p>}
      <ul className="space-y-3">
        {units.map((u) => (
          <li
            key={u.id}
            className={`rounded-xl border p-3 ${openId === u.id ? "border-sprout-500" : "border-slate-200"}`}
          >
            <p className="font-medium">{u.title}</p>
            <p className="text-sm text-slate-600">
              {u.start_date ?? "—"} → {u.end_date ?? "—"} · {u.standard} · {u.level}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => onOpen(u.id)} aria-label={`Open ${u.title}`}>
                Open
              </Button>
              {status !== "current" && (
                <Button
                  variant="secondary"
                  onClick={() => move(u, "current")}
                  aria-label={`Move ${u.title} to current`}
                >
                  Move to current
                </Button>
              )}
              {status === "current" && (
                <Button variant="secondary" onClick={() => move(u, "past")} aria-label={`Move ${u.title} to past`}>
                  Move to past
                </Button>
              )}
              <Button
                variant="danger"
                onClick={async () => {
                  const sure = await confirm({
                    title: `Delete ${u.title}?`,
                    message: "The unit and its lessons are deleted.",
                    confirmLabel: "Delete unit",
                    destructive: true,
                  });
                  if (sure) remove.mutate(u.id, { onError: (e) => fail(e) });
                }}
                aria-label={`Delete ${u.title}`}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
