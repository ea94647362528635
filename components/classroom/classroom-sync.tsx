"use client";

// "Sync with Classroom" on a class imported from Google Classroom (issue 42): new students are added and new names
// taken; a student no longer in the course stays here, listed, until the teacher removes them (never silently).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useApiError } from "@/components/ui/use-api-error";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { useWithClassroomToken } from "./use-classroom-token";
import { useClassroomLink, useSyncClassroom, type ClassroomSyncResult } from "@/lib/classroom/queries";
import { useDeleteStudent } from "@/lib/classes/student-queries";
import { displayName } from "@/lib/vocabulary";

type Left = ClassroomSyncResult["left"][number];
const fullName = (s: { firstName: string; lastName: string }) =>
  displayName({ firstname: s.firstName, lastname: s.lastName });

function LeftStudent({ classId, student, canRemove }: { classId: string; student: Left; canRemove: boolean }) {
  const remove = useDeleteStudent(classId, student.id);
  const confirm = useConfirm();
  const fail = useApiError();
  const [removed, setRemoved] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span className={removed ? "line-through" : undefined}>
        {fullName(student)} ({student.username})
      </span>
      {removed ? (
        <span className="text-sm">Removed</span>
      ) : (
        canRemove && (
          <Button
            size="sm"
            variant="danger"
            onClick={async () => {
              const sure = await confirm({
                title: `Remove ${fullName(student)}?`,
                message: "Their Sprout account and their work in this class are deleted.",
                confirmLabel: "Remove",
              });
              if (sure) remove.mutate(undefined, { onSuccess: () => setRemoved(true), onError: (e) => fail(e) });
            }}
          >
            Remove {student.firstName}
          </Button>
        )
      )}
    </li>
  );
}

export function ClassroomSync({ classId, canRemove }: { classId: string; canRemove: boolean }) {
  const link = useClassroomLink(classId);
  const sync = useSyncClassroom(classId);
  const withToken = useWithClassroomToken();
  const [result, setResult] = useState<ClassroomSyncResult | null>(null);
  if (!link.data?.courseId) return null;
  const { googleClientId, syncedAt } = link.data;
  const start = () =>
    withToken(googleClientId!, "Syncing with Google Classroom...", async (token) =>
      setResult(await sync.mutateAsync(token)),
    );

  return (
    <div className="mt-3 rounded-xl border border-slate-200 p-3" data-testid="classroom-sync">
      <p className="text-sm text-slate-700">
        From Google Classroom
        {syncedAt && <> · last synced {new Date(syncedAt).toLocaleString()}</>}
      </p>
      {googleClientId ? (
        <Button size="sm" variant="secondary" className="mt-2" onClick={start}>
          Sync with Classroom
        </Button>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          Syncing is not turned on for this Sprout: ask whoever runs it to connect it to Google.
        </p>
      )}
      {result && (
        <div role="status" className="mt-3 space-y-2 text-sm">
          {!result.added.length && !result.updated.length && !result.left.length && (
            <p>Everything matches Google Classroom.</p>
          )}
          {result.added.length > 0 && (
            <div>
              <p className="font-semibold">Added ({result.added.length})</p>
              <ul className="list-disc pl-6">
                {result.added.map((s) => (
                  <li key={s.id}>
                    {fullName(s)} ({s.username})
                  </li>
                ))}
              </ul>
            </div>
          )}
          {result.updated.length > 0 && (
            <div>
              <p className="font-semibold">Renamed ({result.updated.length})</p>
              <ul className="list-disc pl-6">
                {result.updated.map((s) => (
                  <li key={s.id}>
                    {s.previousName} → {fullName(s)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {result.left.length > 0 && (
            <div>
              <p className="font-semibold">No longer in the Classroom course ({result.left.length})</p>
              <p>
                They are still in this class with their work.{" "}
                {canRemove ? "Remove them here if they should go." : "The class's owner can remove them."}
              </p>
              <ul className="mt-1 space-y-1">
                {result.left.map((s) => (
                  <LeftStudent key={s.id} classId={classId} student={s} canRemove={canRemove} />
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
