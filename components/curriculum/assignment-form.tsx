"use client";

// An assignment of a unit, new or edited (SPEC §3, §5): title, dates, number of questions, skills from the unit's
// standard for its grades, students, status and puzzles, checked by the §5 rules before it is saved. Issue 39: with
// puzzles ticked the number of questions may stay empty (it counts them), and each puzzle reads with its pack.
import { DialogActions } from "@/components/ui/dialog-actions";
import { Checkbox, Field, Input, Select } from "@/components/ui/field";
import { useApiError } from "@/components/ui/use-api-error";
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { useUi } from "@/components/ui/ui-state";
import { assignmentErrors, keptStart } from "@/lib/curriculum/assignment-rules";
import { todayIn } from "@/lib/curriculum/dates";
import { ASSIGNMENT_STATUSES } from "@/lib/curriculum/schemas";
import { puzzleChoiceLabels, type UnitPuzzle } from "@/lib/curriculum/unit-puzzles";
import {
  useSaveAssignment,
  useStandards,
  type AssignmentDto,
  type AssignmentInput,
  type UnitDto,
} from "@/lib/curriculum/queries";

export type Student = { id: string; fullName: string };

export function AssignmentForm({
  unit,
  students,
  puzzles,
  existing,
  onClose,
}: {
  unit: UnitDto;
  students: Student[];
  puzzles: UnitPuzzle[];
  existing: AssignmentDto | null;
  onClose: () => void;
}) {
  const { showErrors } = useUi();
  const fail = useApiError();
  const save = useSaveAssignment(unit.id);
  const [form, setForm] = useState<AssignmentInput>(() => ({
    title: existing?.title ?? "",
    is_current: existing?.is_current ?? true,
    start_date: existing?.start_date ?? null,
    end_date: existing?.end_date ?? null,
    number: existing?.number ?? null,
    skills: existing?.skills.map((s) => ({ skillId: s.skillId })) ?? [],
    students: existing?.students.map((s) => s.id) ?? [],
    status: existing?.status ?? "assigned",
    puzzles: existing?.puzzles.map((z) => z.id) ?? [],
  }));
  const [q, setQ] = useState("");
  const standards = useStandards(unit.standard, q);
  const set = <K extends keyof AssignmentInput>(k: K, v: AssignmentInput[K]) => setForm((f) => ({ ...f, [k]: v }));
  const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));
  const skillIds = form.skills.map((s) => s.skillId);
  const puzzleLabels = puzzleChoiceLabels(puzzles);
  const ticked = form.puzzles.length;
  const categories = (standards.data?.bands ?? [])
    .filter((b) => b.grades.some((g) => unit.grades.includes(g)))
    .flatMap((b) => b.categories);

  const submit = () => {
    const today = todayIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
    const draft = {
      title: form.title,
      isCurrent: form.is_current,
      startDate: form.start_date,
      endDate: form.end_date,
      number: form.number,
      skills: skillIds,
      students: form.students,
      puzzles: form.puzzles,
    };
    const kept = existing ? keptStart({ isCurrent: existing.is_current, startDate: existing.start_date }, draft) : null;
    const errors = assignmentErrors(draft, existing ? null : unit.status, today, kept);
    if (errors.length) return showErrors(errors);
    save.mutate({ ...form, ...(existing && { id: existing.id }) }, { onSuccess: onClose, onError: (e) => fail(e) });
  };

  return (
    <Modal title={existing ? "Edit assignment" : "New assignment"} onClose={onClose} testId="assignment-form">
      <div className="grid gap-3 md:grid-cols-2">
        <Field label="Title">
          <Input value={form.title} onChange={(e) => set("title", e.target.value)} />
        </Field>
        <Field
          label="Number of questions"
          hint={ticked > 0 ? `Leave empty for one per puzzle ticked (${ticked}).` : undefined}
        >
          <Input
            type="number"
            min={1}
            placeholder={ticked > 0 ? String(ticked) : undefined}
            value={form.number ?? ""}
            onChange={(e) => set("number", e.target.value ? Number(e.target.value) : null)}
          />
        </Field>
        <fieldset className="text-sm">
          <legend className="font-medium">When</legend>
          <label className="mr-4">
            <input type="radio" name="when" checked={form.is_current} onChange={() => set("is_current", true)} /> Now
          </label>
          <label>
            <input type="radio" name="when" checked={!form.is_current} onChange={() => set("is_current", false)} />{" "}
            Scheduled for later
          </label>
        </fieldset>
        {!form.is_current && (
          <Field label="Start date">
            <Input
              type="date"
              value={form.start_date ?? ""}
              onChange={(e) => set("start_date", e.target.value || null)}
            />
          </Field>
        )}
        <Field label="Deadline">
          <Input type="date" value={form.end_date ?? ""} onChange={(e) => set("end_date", e.target.value || null)} />
        </Field>
        {existing && (
          <Field label="Status">
            <Select value={form.status} onChange={(e) => set("status", e.target.value as AssignmentInput["status"])}>
              {ASSIGNMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s.replace("_", " ")}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium">Students</legend>
        {students.length > 0 && (
          <Checkbox
            className="mt-1 text-sm font-medium"
            label="Select all"
            checked={students.every((s) => form.students.includes(s.id))}
            onChange={(e) => set("students", e.target.checked ? students.map((s) => s.id) : [])}
          />
        )}
        <div className="mt-1 flex flex-wrap gap-3">
          {students.length === 0 && <span className="text-sm text-slate-600">This class has no students yet.</span>}
          {students.map((s) => (
            <label key={s.id} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={form.students.includes(s.id)}
                onChange={(e) => set("students", toggle(form.students, s.id, e.target.checked))}
              />
              {s.fullName}
            </label>
          ))}
        </div>
      </fieldset>
      {puzzles.length > 0 && (
        <fieldset className="mt-4">
          <legend className="text-sm font-medium">Puzzles it covers (it completes when every child solved them)</legend>
          <div className="mt-1 flex max-h-48 flex-wrap gap-3 overflow-auto">
            {puzzles.map((z) => (
              <label key={z.id} className="flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  checked={form.puzzles.includes(z.id)}
                  onChange={(e) => set("puzzles", toggle(form.puzzles, z.id, e.target.checked))}
                />
                {puzzleLabels.get(z.id)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className="mt-4">
        <legend className="text-sm font-medium">Skills ({unit.standard})</legend>
        <Input
          className="mt-1"
          placeholder="Search skills"
          aria-label="Search skills"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <div className="mt-2 max-h-64 space-y-2 overflow-auto">
          {categories.map((c) => (
            <div key={c.categoryId}>
              <p className="text-sm font-semibold">
                {c.categoryId} · {c.categoryTitle}
              </p>
              {c.tests.map((t) => (
                <label key={t.testId} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={skillIds.includes(t.testId)}
                    onChange={(e) =>
                      set(
                        "skills",
                        toggle(skillIds, t.testId, e.target.checked).map((skillId) => ({ skillId })),
                      )
                    }
                  />
                  <span>
                    <b>{t.testId}</b> {t.testTitle}
                  </span>
                </label>
              ))}
            </div>
          ))}
        </div>
      </fieldset>
      <DialogActions
        className="mt-5"
        align="start"
        onCancel={onClose}
        confirmLabel="Save assignment"
        onConfirm={submit}
        disabled={save.isPending}
      />
    </Modal>
  );
}
