"use client";

// The teacher's classroom: classes (current defaults to the first), roster, a student's detail and the
// class's bulk settings.
import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { useUi } from "@/components/ui/ui-state";
import { api, ApiError } from "@/lib/http/client";
import {
  useAddStudent, useClasses, useDeleteClass, useImportFile, useProgressSummary, useStudentMutation, useStudents,
  type ClassView, type ImportJobView, type ImportPreview, type ImportResult,
} from "@/lib/classes/queries";
import { AddStudentModal } from "./add-student-modal";
import { InvitationsPanel } from "./invitations-panel";
import { ImportProgress } from "./import-progress";
import { SuccessModal } from "./success-modal";
import { StudentDetail } from "./student-detail";
import { usePrintCards } from "./use-print-cards";
import { CLASS_COLOR_STYLES, GRADES, LEVELS, WEEKDAYS } from "./constants";

export function useFail() {
  const { showErrors } = useUi();
  return useCallback((e: unknown) => showErrors(e instanceof ApiError ? e.messages : ["Something went wrong. Please try again."]), [showErrors]);
}

export function TeacherDashboard() {
  const classes = useClasses();
  const fail = useFail();
  const [currentId, setCurrentId] = useState<string | null>(null);
  const list = classes.data ?? [];
  // SPEC §4: the current class defaults to the first once classes load, and is kept while it still exists.
  const current = list.find((c) => c.id === currentId) ?? list[0];
  if (classes.isLoading) return <p>Loading your classes…</p>;
  if (!list.length) {
    return (
      <section>
        <h1 className="text-3xl font-bold">Your classes</h1>
        <InvitationsPanel onError={fail} />
        <p className="mt-2 text-slate-700">You have no classes yet.</p>
        <Link href="/teachers/addClass" className="mt-4 inline-block rounded-lg bg-sprout-600 px-4 py-2 font-semibold text-white">Add a class</Link>
      </section>
    );
  }
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">Your classes</h1>
        <Link href="/teachers/addClass" className="ml-auto rounded-lg border border-sprout-600 px-3 py-2 font-medium text-sprout-700">Add class</Link>
      </div>
      <InvitationsPanel onError={fail} />
      <div role="tablist" aria-label="Classes" className="flex flex-wrap gap-2">
        {list.map((c) => (
          <button key={c.id} role="tab" aria-selected={c.id === current?.id} onClick={() => setCurrentId(c.id)}
            className={`rounded-xl px-4 py-2 font-medium ${CLASS_COLOR_STYLES[c.color as keyof typeof CLASS_COLOR_STYLES] ?? "bg-white"} ${c.id === current?.id ? "ring-2 ring-slate-800" : ""}`}>
            {c.className}
          </button>
        ))}
      </div>
      {current && <ClassPanel key={current.id} klass={current} />}
    </section>
  );
}

function ClassPanel({ klass }: { klass: ClassView }) {
  const fail = useFail();
  const { setLoading } = useUi();
  const students = useStudents(klass.id);
  const summary = useProgressSummary(klass.id);
  const addStudent = useAddStudent(klass.id);
  const importFile = useImportFile(klass.id);
  const deleteClass = useDeleteClass();
  const print = usePrintCards();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [job, setJob] = useState<ImportJobView | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const roster = students.data ?? [];
  const selected = roster.find((s) => s.id === selectedId) ?? roster[0];
  const progressOf = (id: string) => summary.data?.students.find((s) => s.id === id)?.progress ?? 0;

  const imported = (r: ImportResult) => {
    setAdding(false);
    if (r.job) setJob(r.job);
    else setSuccess(`${r.imported ?? r.students.length} students were added to ${klass.className}.`);
  };
  const jobDone = useCallback((j: ImportJobView) => { setJob(null); setSuccess(`${j.total} students were added to ${klass.className}.`); void students.refetch(); }, [klass.className, students]);
  const jobFailed = useCallback((m: string[]) => { setJob(null); fail(new ApiError(400, m, null)); }, [fail]);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
      <div className="space-y-4">
        <div className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="text-xl font-semibold">{klass.className}</h2>
          <p className="text-sm text-slate-600">{[klass.grade, klass.subject, klass.roomNumber && `Room ${klass.roomNumber}`].filter(Boolean).join(" · ")}</p>
          {summary.data && <p className="mt-1 text-sm">Average progress: {summary.data.averageProgress}% ({summary.data.activeStudents} active)</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            <button className="rounded-lg bg-sprout-600 px-3 py-2 text-sm font-semibold text-white" onClick={() => setAdding(true)}>Add students</button>
            <button className="rounded-lg border px-3 py-2 text-sm" onClick={() => print(klass.id)}>Print login cards</button>
            {klass.isOwner && (
              <button className="rounded-lg border border-red-300 px-3 py-2 text-sm text-red-700"
                onClick={() => window.confirm(`Delete ${klass.className} and its students' accounts?`) && deleteClass.mutateAsync(klass.id).catch(fail)}>
                Delete class
              </button>
            )}
          </div>
        </div>
        <div className="rounded-2xl bg-white p-4 shadow-sm">
          <h3 className="font-semibold">Students ({roster.length})</h3>
          <ul className="mt-2 divide-y" data-testid="roster">
            {roster.map((s) => (
              <li key={s.id}>
                <button onClick={() => setSelectedId(s.id)} className={`flex w-full justify-between px-2 py-2 text-left ${s.id === selected?.id ? "bg-sprout-50 font-semibold" : ""}`}>
                  <span>{s.fullName}</span><span className="text-sm text-slate-600">{progressOf(s.id)}%</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <ClassSettings key={klass.id} klass={klass} />
      </div>
      <div>{selected ? <StudentDetail key={selected.id} classId={klass.id} student={selected} canDelete={klass.isOwner} /> : <p className="rounded-2xl bg-white p-6">Add students to see them here.</p>}</div>

      {adding && (
        <AddStudentModal
          onClose={() => setAdding(false)}
          onSubmitStudent={async (s) => {
            setLoading("Adding student...");
            try {
              await addStudent.mutateAsync(s);
              setAdding(false);
              setSuccess(`${s.firstName} ${s.lastName} was added to ${klass.className}.`);
            } finally {
              setLoading(null);
            }
          }}
          onPreviewFile={(file) => importFile.mutateAsync({ file, dryRun: true }) as Promise<ImportPreview>}
          onSubmitFile={async (file) => {
            setLoading("Adding students...");
            try {
              imported((await importFile.mutateAsync({ file })) as ImportResult);
            } finally {
              setLoading(null);
            }
          }}
        />
      )}
      {job && <ImportProgress job={job} onDone={jobDone} onFailed={jobFailed} />}
      {success && <SuccessModal classId={klass.id} message={success} onClose={() => setSuccess(null)} />}
    </div>
  );
}

function ClassSettings({ klass }: { klass: ClassView }) {
  const fail = useFail();
  const { setLoading } = useUi();
  const initial = Object.fromEntries(WEEKDAYS.map((d) => [d, "No Limit"])) as Record<string, string>;
  for (const t of klass.timeLimits as { dayOfTheWeek: string; timeLimit: string }[]) initial[t.dayOfTheWeek] = t.timeLimit === "23:00:00" ? "No Limit" : t.timeLimit;
  const [week, setWeek] = useState(initial);
  const [grade, setGrade] = useState(GRADES[0]);
  const [level, setLevel] = useState<string>(LEVELS[0]);
  const saveTime = useStudentMutation(klass.id, () =>
    api(`/academics/class/${klass.id}/screentime/`, { method: "PATCH", json: { timeLimits: WEEKDAYS.map((d) => ({ dayOfTheWeek: d, timeLimit: week[d] })) } }),
  );
  const saveLevel = useStudentMutation(klass.id, () => api(`/academics/class/${klass.id}/levelthreshold/`, { method: "PATCH", json: { levelThresholds: [{ grade, level }] } }));
  const busy = async (fn: () => Promise<unknown>) => { setLoading("Saving..."); await fn().catch(fail); setLoading(null); };
  return (
    <details className="rounded-2xl bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-semibold">Class settings (all students)</summary>
      <h4 className="mt-3 font-medium">Screen time per day</h4>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {WEEKDAYS.map((d) => (
          <label key={d} className="text-sm">{d}<input className="mt-1 w-full rounded border px-2 py-1" value={week[d]} onChange={(e) => setWeek({ ...week, [d]: e.target.value })} /></label>
        ))}
      </div>
      <button className="mt-2 rounded-lg border px-3 py-1 text-sm" onClick={() => busy(() => saveTime.mutateAsync(undefined))}>Save screen time for the class</button>
      <h4 className="mt-4 font-medium">Level threshold</h4>
      <div className="mt-2 flex gap-2">
        <select aria-label="Grade" className="rounded border px-2 py-1" value={grade} onChange={(e) => setGrade(e.target.value)}>{GRADES.map((g) => <option key={g}>{g}</option>)}</select>
        <select aria-label="Level" className="rounded border px-2 py-1" value={level} onChange={(e) => setLevel(e.target.value)}>{LEVELS.map((l) => <option key={l}>{l}</option>)}</select>
        <button className="rounded-lg border px-3 py-1 text-sm" onClick={() => busy(() => saveLevel.mutateAsync(undefined))}>Apply to class</button>
      </div>
    </details>
  );
}
