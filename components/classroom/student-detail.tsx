"use client";

import { useState } from "react";
import { useUi } from "@/components/ui/ui-state";
import { api } from "@/lib/http/client";
import { useCommentMutation, useComments, useStudentMutation, useStudentProgress, type StudentView } from "@/lib/classes/queries";
import { useFail } from "./teacher-dashboard";
import { usePrintCards } from "./use-print-cards";
import { GRADES, LEVELS } from "./constants";

/** `canDelete`: only the class's owner deletes a student (co-teachers do not see the button). */
export function StudentDetail({ classId, student, canDelete }: { classId: string; student: StudentView; canDelete: boolean }) {
  const fail = useFail();
  const { setLoading } = useUi();
  const print = usePrintCards();
  const base = `/academics/class/${classId}/student/${student.id}`;
  const progress = useStudentProgress(classId, student.id);
  const [reissued, setReissued] = useState<string | null>(null);
  const remove = useStudentMutation(classId, () => api(base, { method: "DELETE" }));
  const reissue = useStudentMutation(classId, () => api<{ password: string }>(`/teachers/class/${classId}/student/${student.id}/reissue-card/`, { method: "POST" }));
  const saveTime = useStudentMutation(classId, (v: { id: string; timeLimit: string }) => api(`${base}/screen-time/${v.id}/`, { method: "PUT", json: { timeLimit: v.timeLimit } }));
  const saveLevel = useStudentMutation(classId, (v: { grade: string; level: string }) => api(`${base}/level-threshold/`, { method: "POST", json: v }));
  const [grade, setGrade] = useState(GRADES[0]);
  const [level, setLevel] = useState<string>(LEVELS[0]);
  const busy = async (text: string, fn: () => Promise<unknown>) => { setLoading(text); await fn().catch(fail); setLoading(null); };

  return (
    <article className="space-y-4 rounded-2xl bg-white p-6 shadow-sm" data-testid="student-detail">
      <header className="flex flex-wrap items-start gap-3">
        <div>
          <h2 className="text-2xl font-semibold">{student.fullName}</h2>
          <p className="text-slate-600">{student.username}{student.email && ` · ${student.email}`}{student.dob && ` · born ${student.dob}`}</p>
        </div>
        <div className="ml-auto flex flex-wrap gap-2">
          <button className="rounded-lg border px-3 py-1 text-sm" onClick={() => print(classId, { studentId: student.id })}>Print card</button>
          <button className="rounded-lg border px-3 py-1 text-sm" onClick={() => window.confirm("Make a new card? The old password and QR code will stop working.") && busy("Reissuing card...", async () => setReissued(((await reissue.mutateAsync(undefined)) as { password: string }).password))}>Reissue card</button>
          {canDelete && <button className="rounded-lg border border-red-300 px-3 py-1 text-sm text-red-700" onClick={() => window.confirm(`Delete ${student.fullName}?`) && busy("Deleting student...", () => remove.mutateAsync(undefined))}>Delete</button>}
        </div>
      </header>
      {reissued && <p role="status" className="rounded bg-sprout-50 p-2">New password: <strong className="font-mono">{reissued}</strong> (print the card to get the new QR code).</p>}

      <section>
        <h3 className="font-semibold">Progress</h3>
        {progress.data?.current ? (
          <>
            <p>Current unit: {progress.data.current.title} · level {progress.data.current.level} · {progress.data.current.progress}%</p>
            <ul className="mt-1 space-y-1">
              {progress.data.topic.map((t) => (
                <li key={t.title} className="flex items-center gap-2 text-sm"><span className="w-40">{t.title}</span><progress max={100} value={t.progress} className="h-3 flex-1" aria-label={`${t.title} progress`} /> {t.progress}%</li>
              ))}
            </ul>
          </>
        ) : <p className="text-slate-600">No activity yet.</p>}
      </section>

      <section>
        <h3 className="font-semibold">Skills</h3>
        {student.skills.length ? <ul className="flex flex-wrap gap-2">{student.skills.map((s) => <li key={s.id} className="rounded-full bg-pastel-blue px-3 py-1 text-sm">{s.title} · level {s.level}</li>)}</ul> : <p className="text-slate-600">No skills yet.</p>}
      </section>

      <section>
        <h3 className="font-semibold">Screen time</h3>
        <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {student.timeLimits.map((t) => (
            <label key={t.id} className="text-sm">{t.dayOfTheWeek}
              <input className="mt-1 w-full rounded border px-2 py-1" defaultValue={t.timeLimit}
                onBlur={(e) => e.target.value !== t.timeLimit && busy("Saving...", () => saveTime.mutateAsync({ id: t.id, timeLimit: e.target.value }))} />
            </label>
          ))}
        </div>
      </section>

      <section>
        <h3 className="font-semibold">Level thresholds</h3>
        <ul className="text-sm">{student.levelThresholds.map((t) => <li key={t.id}>{t.grade}: {t.level}</li>)}</ul>
        <div className="mt-2 flex gap-2">
          <select aria-label="Threshold grade" className="rounded border px-2 py-1" value={grade} onChange={(e) => setGrade(e.target.value)}>{GRADES.map((g) => <option key={g}>{g}</option>)}</select>
          <select aria-label="Threshold level" className="rounded border px-2 py-1" value={level} onChange={(e) => setLevel(e.target.value)}>{LEVELS.map((l) => <option key={l}>{l}</option>)}</select>
          <button className="rounded-lg border px-3 py-1 text-sm" onClick={() => busy("Saving...", () => saveLevel.mutateAsync({ grade, level }))}>Save</button>
        </div>
      </section>

      <Comments studentId={student.id} />
    </article>
  );
}

function Comments({ studentId }: { studentId: string }) {
  const fail = useFail();
  const comments = useComments(studentId);
  const [text, setText] = useState("");
  const add = useCommentMutation(studentId, (t: string) => api(`/academics/comment/student/${studentId}`, { method: "POST", json: { text: t } }));
  const edit = useCommentMutation(studentId, (v: { id: string; text: string }) => api(`/academics/comment/${v.id}`, { method: "PUT", json: { text: v.text } }));
  const del = useCommentMutation(studentId, (id: string) => api(`/academics/comment/${id}`, { method: "DELETE" }));
  return (
    <section>
      <h3 className="font-semibold">Comments</h3>
      <form className="mt-2 flex gap-2" onSubmit={(e) => { e.preventDefault(); add.mutateAsync(text).then(() => setText(""), fail); }}>
        <input aria-label="New comment" className="flex-1 rounded border px-2 py-1" value={text} onChange={(e) => setText(e.target.value)} />
        <button className="rounded-lg bg-sprout-600 px-3 py-1 text-sm font-semibold text-white">Add comment</button>
      </form>
      <ul className="mt-2 space-y-2">
        {comments.data?.map((c) => (
          <li key={c.id} className="rounded border p-2 text-sm">
            <p>{c.text}</p>
            <p className="text-xs text-slate-500">{c.author.name} · {new Date(c.createdAt).toLocaleDateString()}</p>
            {c.isMine && (
              <div className="mt-1 flex gap-2 text-xs">
                <button onClick={() => { const t = window.prompt("Edit comment", c.text); if (t) edit.mutateAsync({ id: c.id, text: t }).catch(fail); }}>Edit</button>
                <button className="text-red-700" onClick={() => del.mutateAsync(c.id).catch(fail)}>Delete</button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
