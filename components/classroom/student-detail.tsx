"use client";

// One student as the teacher sees them: card, progress, skills, screen time, level thresholds, the limits that
// apply once the parents' are combined (docs/decisions/101), family links (103), comments.
import { useState } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { useBusy } from "@/components/ui/use-busy";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { useStudentProgress, type StudentView } from "@/lib/classes/queries";
import {
  useDeleteStudent,
  useReissueCard,
  useResetPuzzleProgress,
  useSaveLevelThreshold,
  useSaveScreenTime,
} from "@/lib/classes/student-queries";
import { EffectiveLimitsTable } from "@/components/parents/effective-limits";
import { ProgressLines } from "@/components/progress/progress-lines";
import { FamilyLinks } from "./family-links";
import { LevelThresholdForm } from "./level-threshold-form";
import { TimeLimitWeek } from "./time-limit-week";
import { usePrintCards } from "./use-print-cards";
import { StudentEditModal } from "./student-edit-modal";
import { StudentComments } from "./student-comments";

/** `canDelete`: only the class's owner deletes a student (co-teachers do not see the button). */
export function StudentDetail({
  classId,
  student,
  canDelete,
}: {
  classId: string;
  student: StudentView;
  canDelete: boolean;
}) {
  const busy = useBusy();
  const confirm = useConfirm();
  const print = usePrintCards();
  const progress = useStudentProgress(classId, student.id);
  const [reissued, setReissued] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const remove = useDeleteStudent(classId, student.id);
  const reissue = useReissueCard(classId, student.id);
  const saveLevel = useSaveLevelThreshold(classId, student.id);
  const resetProgress = useResetPuzzleProgress(classId, student.id);
  const [resetDone, setResetDone] = useState<number | null>(null);

  return (
    <article className="space-y-4 rounded-2xl bg-white p-6 shadow-sm" data-testid="student-detail">
      <header className="flex flex-wrap items-start gap-3">
        <div>
          <h2 className="text-2xl font-semibold">{student.fullName}</h2>
          <p className="text-slate-600">
            {student.username}
            {student.email && ` · ${student.email}`}
            {student.dob && ` · born ${student.dob}`}
          </p>
        </div>
        <div className="ml-auto flex flex-wrap gap-2">
          <LinkButton size="sm" href={`/teachers/work?class=${classId}&student=${student.id}`}>
            See work
          </LinkButton>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit details
          </Button>
          <Button size="sm" variant="secondary" onClick={() => print(classId, { studentId: student.id })}>
            Print card
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={async () => {
              const sure = await confirm({
                title: "Make a new card?",
                message: "The old password and QR code will stop working.",
                confirmLabel: "Reissue card",
              });
              if (!sure) return;
              const r = await busy("Reissuing card...", () => reissue.mutateAsync());
              if (r) setReissued(r.password);
            }}
          >
            Reissue card
          </Button>
          {canDelete && (
            <Button
              size="sm"
              variant="danger"
              onClick={async () => {
                const sure = await confirm({
                  title: `Delete ${student.fullName}?`,
                  message: "The student's account and progress are deleted.",
                  confirmLabel: "Delete student",
                  destructive: true,
                });
                if (sure) await busy("Deleting student...", () => remove.mutateAsync());
              }}
            >
              Delete
            </Button>
          )}
        </div>
      </header>
      {editing && <StudentEditModal classId={classId} student={student} onClose={() => setEditing(false)} />}
      {reissued && (
        <p role="status" className="rounded bg-sprout-50 p-2">
          New password: <strong className="font-mono">{reissued}</strong> (print the card to get the new QR code).
        </p>
      )}

      <section>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">Progress</h3>
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto"
            onClick={async () => {
              const sure = await confirm({
                title: `Reset ${student.fullName}'s puzzle progress?`,
                message:
                  "Every puzzle attempt is deleted: solved puzzles, stars, progress, and the skills and standards " +
                  "earned from puzzles go back to zero. Assignments already completed stay completed.",
                confirmLabel: "Reset progress",
                destructive: true,
              });
              if (!sure) return;
              const r = await busy("Resetting progress...", () => resetProgress.mutateAsync());
              if (r) setResetDone(r.attemptsRemoved);
            }}
          >
            Reset puzzle progress
          </Button>
        </div>
        {resetDone !== null && (
          <p role="status" className="rounded bg-sprout-50 p-2 text-sm" data-testid="reset-done">
            Progress reset: {resetDone} {resetDone === 1 ? "attempt" : "attempts"} removed.
          </p>
        )}
        {progress.data ? (
          <>
            <ProgressLines progress={progress.data} idle="No activity yet." />
            <ul className="mt-1 space-y-1">
              {progress.data.topic.map((t) => (
                <li key={t.title} className="flex items-center gap-2 text-sm">
                  <span className="w-40">{t.title}</span>
                  <progress
                    max={100}
                    value={t.progress}
                    className="h-3 flex-1"
                    aria-label={`${t.title} progress`}
                  />{" "}
                  {t.share.text}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-slate-600">Loading progress…</p>
        )}
      </section>

      <section>
        <h3 className="font-semibold">Skills</h3>
        {student.skills.length ? (
          <ul className="flex flex-wrap gap-2">
            {student.skills.map((s) => (
              <li key={s.id} className="rounded-full bg-pastel-blue px-3 py-1 text-sm">
                {s.title} · level {s.level}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">No skills yet.</p>
        )}
      </section>

      <ScreenTime classId={classId} student={student} />

      <section>
        <h3 className="font-semibold">Level thresholds</h3>
        <LevelThresholdForm
          thresholds={student.levelThresholds}
          onSave={(t) => busy("Saving...", () => saveLevel.mutateAsync(t))}
        />
      </section>

      <section>
        <h3 className="font-semibold">What applies with the parents&apos; limits</h3>
        <EffectiveLimitsTable limits={student.effectiveLimits} testId="student-effective-limits" />
      </section>

      <FamilyLinks classId={classId} studentId={student.id} childUserId={student.student_id} name={student.fullName} />

      <StudentComments studentId={student.id} />
    </article>
  );
}

function ScreenTime({ classId, student }: { classId: string; student: StudentView }) {
  const busy = useBusy();
  const save = useSaveScreenTime(classId, student.id);
  return (
    <section>
      <h3 className="font-semibold">Screen time</h3>
      {student.timeLimits.length === 0 && <p className="text-slate-600">No screen-time days are set up yet.</p>}
      <TimeLimitWeek
        entries={student.timeLimits.map((t) => ({ key: t.id, day: t.dayOfTheWeek, timeLimit: t.timeLimit }))}
        savedText={`Screen time saved for ${student.fullName}.`}
        onSave={(changed) =>
          busy("Saving...", () =>
            Promise.all(changed.map((t) => save.mutateAsync({ id: t.key, timeLimit: t.timeLimit }))),
          )
        }
      />
    </section>
  );
}
