"use client";

// The add-student modal of SPEC §2: one student by hand, or a CSV file (previewed before anything is written).
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Table } from "@/components/ui/table";
import { Field, Input } from "@/components/ui/field";
import { useApiError } from "@/components/ui/use-api-error";
import { useUi } from "@/components/ui/ui-state";
import { generateUsername, type ImportPreview } from "@/lib/classes/queries";
import { BulkInstructionsModal } from "./bulk-instructions-modal";
import { StudentContactFields } from "./student-contact-fields";

export const NOT_CSV = "Uploaded file is not a csv file";

const LABELS = {
  firstName: "First name",
  lastName: "Last name",
  dob: "Date of birth",
  username: "Username",
  email: "Email",
};

export type StudentFields = { firstName: string; lastName: string; email: string; dob: string; username: string };

export function AddStudentModal({
  onClose,
  onSubmitStudent,
  onPreviewFile,
  onSubmitFile,
}: {
  onClose: () => void;
  onSubmitStudent: (s: StudentFields) => Promise<void>;
  onPreviewFile: (file: File) => Promise<ImportPreview>;
  onSubmitFile: (file: File) => Promise<void>;
}) {
  const { showErrors, setLoading } = useUi();
  const [fields, setFields] = useState<StudentFields>({
    firstName: "",
    lastName: "",
    email: "",
    dob: "",
    username: "",
  });
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [instructions, setInstructions] = useState(false);
  const set = (k: keyof StudentFields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [k]: e.target.value }));
  const fail = useApiError(LABELS);

  async function chooseFile(f: File | undefined) {
    setPreview(null);
    setFile(null);
    if (!f) return;
    if (!f.type.includes("csv") && !/\.csv$/i.test(f.name)) {
      showErrors(NOT_CSV);
      return;
    }
    setFile(f);
    setLoading("Checking the file...");
    try {
      setPreview(await onPreviewFile(f));
    } catch (e) {
      setFile(null);
      fail(e);
    } finally {
      setLoading(null);
    }
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (file) {
      if (preview && !preview.valid) return showErrors(preview.errors.map((x) => x.text));
      return onSubmitFile(file).catch(fail);
    }
    const missing: string[] = [];
    if (!fields.firstName.trim()) missing.push("First name is required.");
    if (!fields.lastName.trim()) missing.push("Last name is required.");
    if (missing.length) return showErrors(missing);
    await onSubmitStudent(fields).catch(fail);
  }

  return (
    <>
      <Modal title="Add student(s)" onClose={onClose} testId="add-student-modal">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <fieldset disabled={Boolean(file)} className="grid gap-3 sm:grid-cols-2 disabled:opacity-50">
            <Field label="First name">
              <Input value={fields.firstName} onChange={set("firstName")} autoComplete="off" />
            </Field>
            <Field label="Last name">
              <Input value={fields.lastName} onChange={set("lastName")} autoComplete="off" />
            </Field>
            <div className="flex items-end gap-2 sm:col-span-2">
              <Field label="Username (optional)" className="flex-1">
                <Input value={fields.username} onChange={set("username")} autoComplete="off" />
              </Field>
              <Button
                variant="secondary"
                className="shrink-0"
                onClick={() =>
                  generateUsername(fields.firstName, fields.lastName)
                    .then((username) => setFields((f) => ({ ...f, username })))
                    .catch(fail)
                }
              >
                Generate Username
              </Button>
            </div>
            <p className="text-sm text-slate-600 sm:col-span-2">
              Left blank, a username is made from the names. The login card needs nothing more.
            </p>
            {/* A login card needs only the name and a username; a child needs no e-mail (issue 28). */}
            <details className="sm:col-span-2">
              <summary className="cursor-pointer font-medium">More details (optional): e-mail, date of birth</summary>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <StudentContactFields email={fields.email} dob={fields.dob} set={set} />
              </div>
            </details>
          </fieldset>

          <div className="rounded-xl border border-dashed border-slate-300 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label className="font-medium">
                Or upload a CSV file
                <input
                  className="mt-2 block"
                  type="file"
                  accept=".csv,text/csv"
                  aria-label="CSV file"
                  onChange={(e) => chooseFile(e.target.files?.[0])}
                />
              </label>
              <Button variant="ghost" onClick={() => setInstructions(true)}>
                View Bulk Import Instructions
              </Button>
            </div>
            {preview && <PreviewTable preview={preview} />}
          </div>

          <DialogActions onCancel={onClose} confirmLabel="Add Student(s)" submit />
        </form>
      </Modal>
      {instructions && <BulkInstructionsModal onClose={() => setInstructions(false)} />}
    </>
  );
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const shown = preview.rows.slice(0, 10);
  return (
    <div className="mt-3" data-testid="csv-preview">
      <p className={preview.valid ? "text-sprout-700" : "text-red-700"} aria-live="polite">
        {preview.valid
          ? `${preview.total} student${preview.total === 1 ? "" : "s"} ready to add.`
          : `${preview.errors.length} problem${preview.errors.length === 1 ? "" : "s"} to fix before anything is added:`}
      </p>
      {!preview.valid && (
        <ul className="mt-2 max-h-40 list-disc overflow-auto pl-6 text-sm text-red-800">
          {preview.errors.slice(0, 50).map((e) => (
            <li key={e.text}>{e.text}</li>
          ))}
        </ul>
      )}
      {shown.length > 0 && (
        <div className="mt-2 max-h-48 overflow-auto">
          <Table
            caption="The file's rows as they will be added"
            rows={shown}
            rowKey={(r) => r.row}
            rowClassName={(r) => (preview.errors.some((e) => e.row === r.row) ? "bg-red-50" : undefined)}
            columns={(["row", "id", "email", "firstName", "lastName", "username", "dob"] as const).map((key) => ({
              header: key === "row" ? "Row" : key,
              rowHeader: key === "row",
              cell: (r: ImportPreview["rows"][number]) =>
                key === "username" && r.usernameGenerated ? (
                  <>
                    {r.username} <span className="text-slate-600">(generated)</span>
                  </>
                ) : key === "row" || r[key] ? (
                  r[key]
                ) : (
                  <span className="text-slate-600">(none)</span>
                ),
            }))}
          />
          {preview.total > shown.length && (
            <p className="text-sm text-slate-600">…and {preview.total - shown.length} more.</p>
          )}
        </div>
      )}
    </div>
  );
}
