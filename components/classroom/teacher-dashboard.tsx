"use client";

// The teacher's classroom: classes (current defaults to the first), roster, a student's detail and the
// class's bulk settings. The chosen class and student live in the address (?class=…&student=…), so a reload keeps
// them (docs/decisions/200).
import dynamic from "next/dynamic";
import { MyOrganizationInvitations } from "@/components/organizers/my-invitations";
import { useCallback, useEffect, useState } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { useBusy } from "@/components/ui/use-busy";
import { useUi } from "@/components/ui/ui-state";
import { useSearchParam } from "@/components/ui/use-search-param";
import {
  useAddStudent,
  useClasses,
  useImportFile,
  useProgressSummary,
  useStudents,
  type ClassView,
  type ImportJobView,
  type ImportPreview,
  type ImportResult,
} from "@/lib/classes/queries";
import { gradeDisplay } from "@/lib/vocabulary";
import { takeWelcomeNotice } from "@/lib/auth/client-storage";
import { InvitationsPanel } from "./invitations-panel";
import { ArchivedClasses } from "./archived-classes";
import { DeleteClassDialog } from "./delete-class-dialog";
import { CLASS_COLOR_STYLES } from "./class-colors";
import { ImportProgress } from "./import-progress";
import { SuccessModal } from "./success-modal";
import { ClassSettings } from "./class-settings";
import { ClassEditModal } from "./class-edit-modal";
import { StudentDetail } from "./student-detail";
import { usePrintCards } from "./use-print-cards";
import { TermReportLinks } from "./term-report-links";
import { ClassroomSync } from "./classroom-sync";

// Opened by a click, so not part of the page's first-load JavaScript (docs/decisions/155).
const AddStudentModal = dynamic(() => import("./add-student-modal").then((m) => m.AddStudentModal));

export function TeacherDashboard() {
  const classes = useClasses();
  const [currentId, setCurrentId] = useSearchParam("class", ["student"]);
  const [notice, setNotice] = useState("");
  // Joined from an invitation a moment ago: the school's welcome, once (components/auth/invitation-join.tsx).
  useEffect(() => {
    const welcome = takeWelcomeNotice();
    if (welcome) setNotice(welcome);
  }, []);
  const list = classes.data ?? [];
  const restored = (id: string, message: string) => {
    setCurrentId(id);
    setNotice(message);
  };
  const status = (
    <p role="status" data-testid="classes-notice" className={notice ? "rounded-xl bg-sprout-50 p-3" : "sr-only"}>
      {notice}
    </p>
  );
  // SPEC §4: the current class defaults to the first once classes load, and is kept while it still exists.
  const current = list.find((c) => c.id === currentId) ?? list[0];
  if (classes.isLoading) return <p>Loading your classes…</p>;
  if (!list.length) {
    return (
      <section>
        <h1 className="text-3xl font-bold">Your classes</h1>
        <InvitationsPanel />
        <MyOrganizationInvitations />
        {status}
        <p className="mt-2 text-slate-700">You have no classes yet.</p>
        <LinkButton href="/teachers/addClass" className="mt-4">
          Add a class
        </LinkButton>
        <div className="mt-6">
          <ArchivedClasses onRestored={restored} />
        </div>
      </section>
    );
  }
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">Your classes</h1>
        <LinkButton href="/teachers/addClass" variant="secondary" className="ml-auto">
          Add class
        </LinkButton>
      </div>
      <InvitationsPanel />
      <MyOrganizationInvitations />
      <div role="tablist" aria-label="Classes" className="flex flex-wrap gap-2">
        {list.map((c) => (
          <button
            key={c.id}
            type="button"
            role="tab"
            aria-selected={c.id === current?.id}
            onClick={() => setCurrentId(c.id)}
            className={cn(
              "rounded-xl px-4 py-2 font-medium",
              CLASS_COLOR_STYLES[c.color as keyof typeof CLASS_COLOR_STYLES] ?? "bg-white",
              c.id === current?.id && "ring-2 ring-slate-800",
            )}
          >
            {c.className}
          </button>
        ))}
      </div>
      {status}
      {current && <ClassPanel key={current.id} klass={current} onDeleted={setNotice} />}
      <ArchivedClasses onRestored={restored} />
    </section>
  );
}

function ClassPanel({ klass, onDeleted }: { klass: ClassView; onDeleted: (message: string) => void }) {
  const { showErrors } = useUi();
  const busy = useBusy();
  const students = useStudents(klass.id);
  const summary = useProgressSummary(klass.id);
  const addStudent = useAddStudent(klass.id);
  const importFile = useImportFile(klass.id);
  const [deleting, setDeleting] = useState(false);
  const print = usePrintCards();
  const [selectedId, setSelectedId] = useSearchParam("student");
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [job, setJob] = useState<ImportJobView | null>(null);
  const [success, setSuccess] = useState<{ message: string; studentIds?: string[] } | null>(null);
  // The students chosen in the roster for printing their cards (issue 28): one, a few, or none (the whole class).
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const roster = students.data ?? [];
  const selected = roster.find((s) => s.id === selectedId) ?? roster[0];
  const chosenIds = roster.filter((s) => chosen.has(s.id)).map((s) => s.id);
  // The server's words for each child's share (lib/progress/figures.ts); the roster's own field until it loads.
  const progressOf = (s: (typeof roster)[number]) =>
    summary.data?.students.find((r) => r.id === s.id)?.overall.text ?? s.progress.overall.text;
  const refetchStudents = students.refetch;

  const imported = (r: ImportResult) => {
    setAdding(false);
    if (r.job) setJob(r.job);
    else
      setSuccess({
        message: `${r.imported ?? r.students.length} students were added to ${klass.className}.`,
        studentIds: r.students.map((s) => s.id),
      });
  };
  const jobDone = useCallback(
    (j: ImportJobView) => {
      setJob(null);
      setSuccess({ message: `${j.total} students were added to ${klass.className}.` });
      void refetchStudents();
    },
    [klass.className, refetchStudents],
  );
  const jobFailed = useCallback(
    (m: string[]) => {
      setJob(null);
      showErrors(m);
    },
    [showErrors],
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
      <div className="space-y-4">
        <div className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="text-xl font-semibold">{klass.className}</h2>
          <p className="text-sm text-slate-600">
            {[klass.grade && gradeDisplay(klass.grade), klass.subject, klass.roomNumber && `Room ${klass.roomNumber}`]
              .filter(Boolean)
              .join(" · ")}
          </p>
          {summary.data && <p className="mt-1 text-sm">Average progress: {summary.data.average.text}</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setAdding(true)}>
              Add students
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              Edit class
            </Button>
            <LinkButton size="sm" variant="secondary" href={`/teachers/live?class=${klass.id}`}>
              Lesson view
            </LinkButton>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => print(klass.id, chosenIds.length ? { studentIds: chosenIds } : {})}
            >
              {chosenIds.length
                ? `Print ${chosenIds.length} chosen card${chosenIds.length === 1 ? "" : "s"}`
                : "Print login cards"}
            </Button>
            {klass.isOwner && (
              <Button size="sm" variant="danger" onClick={() => setDeleting(true)}>
                Delete class
              </Button>
            )}
          </div>
          <TermReportLinks classId={klass.id} />
          <ClassroomSync classId={klass.id} canRemove={klass.isOwner} />
        </div>
        <div className="rounded-2xl bg-white p-4 shadow-sm">
          <h3 className="font-semibold">Students ({roster.length})</h3>
          <p className="text-sm text-slate-600">Tick students to print only their cards.</p>
          <ul className="mt-2 divide-y" data-testid="roster">
            {roster.map((s) => (
              <li key={s.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="h-5 w-5 shrink-0"
                  aria-label={`Choose ${s.fullName} for printing cards`}
                  checked={chosen.has(s.id)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setChosen((c) => {
                      const next = new Set(c);
                      if (on) next.add(s.id);
                      else next.delete(s.id);
                      return next;
                    });
                  }}
                />
                <button
                  type="button"
                  onClick={() => setSelectedId(s.id)}
                  aria-current={s.id === selected?.id}
                  className={cn(
                    "flex w-full justify-between px-2 py-2 text-left",
                    s.id === selected?.id && "bg-sprout-50 font-semibold",
                  )}
                >
                  <span>{s.fullName}</span>
                  <span className="text-sm text-slate-600" data-testid="roster-progress">
                    {progressOf(s)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <ClassSettings key={klass.id} klass={klass} />
      </div>
      <div>
        {selected ? (
          <StudentDetail key={selected.id} classId={klass.id} student={selected} canDelete={klass.isOwner} />
        ) : (
          <p className="rounded-2xl bg-white p-6">Add students to see them here.</p>
        )}
      </div>

      {adding && (
        <AddStudentModal
          onClose={() => setAdding(false)}
          onSubmitStudent={async (s) => {
            const added = await busy("Adding student...", () => addStudent.mutateAsync(s));
            if (!added) return;
            setAdding(false);
            setSuccess({ message: `${added.fullName} was added to ${klass.className}.`, studentIds: [added.id] });
          }}
          onPreviewFile={(file) => importFile.mutateAsync({ file, dryRun: true }) as Promise<ImportPreview>}
          onSubmitFile={async (file) => {
            const r = await busy("Adding students...", () => importFile.mutateAsync({ file }));
            if (r) imported(r as ImportResult);
          }}
        />
      )}
      {deleting && (
        <DeleteClassDialog
          klass={klass}
          onClose={() => setDeleting(false)}
          onDone={(message) => {
            setDeleting(false);
            onDeleted(message);
          }}
        />
      )}
      {editing && <ClassEditModal klass={klass} onClose={() => setEditing(false)} />}
      {job && <ImportProgress job={job} onDone={jobDone} onFailed={jobFailed} />}
      {success && (
        <SuccessModal
          classId={klass.id}
          message={success.message}
          studentIds={success.studentIds}
          onClose={() => setSuccess(null)}
        />
      )}
    </div>
  );
}
