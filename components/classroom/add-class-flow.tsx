"use client";

// The add-class flow of SPEC §4: Class Only, Class & Student, Class & File, ending in 'Ready to view!'.
import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { useApiError } from "@/components/ui/use-api-error";
import { useUi } from "@/components/ui/ui-state";
import { DEFAULT_CLASS_COLOR } from "@/lib/vocabulary";
import {
  keys,
  useClasses,
  useCreateClass,
  type CreateClassResult,
  type ImportJobView,
  type ImportPreview,
} from "@/lib/classes/queries";
import { AddStudentModal, type StudentFields } from "./add-student-modal";
import { ImportProgress } from "./import-progress";
import { SuccessModal } from "./success-modal";
import { ClassColorPicker } from "./class-color-picker";
import { ClassFields } from "./class-fields";
import { CLASS_COLOR_STYLES } from "./class-colors";
import { useMyOrganizations } from "@/lib/organizations/queries";
import { SelectOrganizationModal } from "./select-organization-modal";

type Mode = "class" | "student" | "file";
const MODES: [Mode, string][] = [
  ["class", "Class Only"],
  ["student", "Class & Student"],
  ["file", "Class & File"],
];

export function AddClassFlow({ onFinished }: { onFinished?: () => void }) {
  const { showErrors, setLoading } = useUi();
  const qc = useQueryClient();
  const create = useCreateClass();
  const [mode, setMode] = useState<Mode>("class");
  const [fields, setFields] = useState({
    className: "",
    grade: "",
    subject: "",
    roomNumber: "",
    color: DEFAULT_CLASS_COLOR as string,
  });
  const [studentModal, setStudentModal] = useState(false);
  const organizations = useMyOrganizations().data ?? [];
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [choosingOrganization, setChoosingOrganization] = useState(false);
  // The class goes under the chosen organization, else the teacher's current one (as the server defaults).
  const organization = organizations.find((o) => o.id === organizationId) ?? organizations.find((o) => o.current);
  const withOrganization = { ...fields, ...(organization && { organization: organization.id }) };
  const [job, setJob] = useState<ImportJobView | null>(null);
  const [success, setSuccess] = useState<{ classId: string; message: string } | null>(null);
  const set = (k: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setFields((f) => ({ ...f, [k]: e.target.value }));
  const fail = useApiError();

  const done = (r: CreateClassResult) => {
    setStudentModal(false);
    if (r.job) return setJob(r.job);
    const n = r.students.length;
    setSuccess({
      classId: r.class.id,
      message: n
        ? `${r.class.className} was created with ${n} student${n === 1 ? "" : "s"}.`
        : `${r.class.className} was created.`,
    });
  };

  async function run<T>(text: string, fn: () => Promise<T>): Promise<T> {
    setLoading(text);
    try {
      return await fn();
    } finally {
      setLoading(null);
    }
  }

  function multipart(file: File, dryRun: boolean) {
    const form = new FormData();
    for (const [k, v] of Object.entries(withOrganization)) form.append(k, v);
    form.append("file", file);
    if (dryRun) form.append("dryRun", "true");
    return form;
  }

  async function submitClass(e: React.FormEvent) {
    e.preventDefault();
    if (!fields.className.trim()) return showErrors("Class name is required.");
    if (mode !== "class") return setStudentModal(true);
    await run("Creating class...", () => create.mutateAsync({ json: withOrganization })).then(
      (r) => done(r as CreateClassResult),
      fail,
    );
  }

  const finish = useCallback(() => {
    setSuccess(null);
    void qc.invalidateQueries({ queryKey: keys.classes });
    onFinished?.();
  }, [onFinished, qc]);
  const jobDone = useCallback(
    (j: ImportJobView) => {
      setJob(null);
      void qc.invalidateQueries({ queryKey: keys.classes });
      // The job made the class with its students (issue 41): it names the class once it has succeeded.
      if (j.classId)
        setSuccess({ classId: j.classId, message: `${fields.className} was created with ${j.total} students.` });
    },
    [fields.className, qc],
  );
  const jobFailed = useCallback(
    (messages: string[]) => {
      setJob(null);
      showErrors(messages);
    },
    [showErrors],
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <form onSubmit={submitClass} className="space-y-4 rounded-2xl bg-white p-6 shadow-sm" noValidate>
        <fieldset>
          <legend className="font-semibold">How do you want to add this class?</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {MODES.map(([m, label]) => (
              <label
                key={m}
                className={`cursor-pointer rounded-full border px-4 py-2 ${mode === m ? "border-sprout-600 bg-sprout-50 font-semibold" : "border-slate-300"}`}
              >
                <input
                  type="radio"
                  name="mode"
                  value={m}
                  checked={mode === m}
                  onChange={() => setMode(m)}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <ClassFields fields={fields} set={set} gradePlaceholder="Choose a grade" />
        <ClassColorPicker value={fields.color} onChange={set("color")} />
        {organizations.length > 0 && (
          <div className="flex flex-wrap items-center gap-3">
            <p>
              Organization: <span className="font-semibold">{organization?.name ?? "None"}</span>
            </p>
            <Button variant="secondary" size="sm" onClick={() => setChoosingOrganization(true)}>
              Select organization
            </Button>
          </div>
        )}
        <Button type="submit">
          {mode === "class"
            ? "Create class"
            : mode === "student"
              ? "Continue: add a student"
              : "Continue: upload a file"}
        </Button>
      </form>
      <ClassList />

      {studentModal && (
        <AddStudentModal
          onClose={() => {
            setStudentModal(false);
            void qc.invalidateQueries({ queryKey: keys.classes }); // SPEC §2: closing refreshes the class list
          }}
          onSubmitStudent={(s: StudentFields) =>
            run("Creating class...", () =>
              create.mutateAsync({ json: { ...withOrganization, student: { ...s } } }),
            ).then((r) => done(r as CreateClassResult))
          }
          onPreviewFile={(file) => create.mutateAsync({ form: multipart(file, true) }) as Promise<ImportPreview>}
          onSubmitFile={(file) =>
            run("Creating class...", () => create.mutateAsync({ form: multipart(file, false) })).then((r) =>
              done(r as CreateClassResult),
            )
          }
        />
      )}
      {choosingOrganization && (
        <SelectOrganizationModal
          organizations={organizations}
          selected={organization?.id ?? ""}
          onClose={() => setChoosingOrganization(false)}
          onSelect={(id) => {
            setOrganizationId(id);
            setChoosingOrganization(false);
          }}
        />
      )}
      {job && <ImportProgress job={job} onDone={jobDone} onFailed={jobFailed} />}
      {success && <SuccessModal classId={success.classId} message={success.message} onClose={finish} />}
    </div>
  );
}

export function ClassList() {
  const classes = useClasses();
  return (
    <section aria-labelledby="your-classes" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="your-classes" className="text-lg font-semibold">
        Your classes
      </h2>
      {classes.isLoading ? (
        <p className="mt-2 text-slate-600">Loading…</p>
      ) : classes.data?.length ? (
        <ul className="mt-3 space-y-2" data-testid="class-list">
          {classes.data.map((c) => (
            <li
              key={c.id}
              className={`rounded-lg px-3 py-2 ${CLASS_COLOR_STYLES[c.color as keyof typeof CLASS_COLOR_STYLES] ?? ""}`}
            >
              <span className="font-medium">{c.className}</span> · {c.studentCount} student
              {c.studentCount === 1 ? "" : "s"}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600">No classes yet.</p>
      )}
    </section>
  );
}
