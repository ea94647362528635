"use client";

// OneRoster (issue 26; docs/decisions/240-243): the organizer uploads the zip their student information system
// exported, sees what it would do (counts per kind, every problem by file, row and column, what left the file),
// imports it all or nothing with a progress bar, and reads what it did. The organization's own OneRoster zip is a
// download beside it.
import { useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Checkbox, Field, Input } from "@/components/ui/field";
import { Table, type Column } from "@/components/ui/table";
import { ImportProgress } from "@/components/classroom/import-progress";
import { rosterExportHref, useUploadRoster, type RosterPreview, type RosterProblem } from "@/lib/rostering/queries";
import { useRosterFile } from "./use-roster-file";

type Counts = RosterPreview["counts"];
type CountRow = { kind: string; c: Counts[keyof Counts] };

const KINDS: { key: keyof Counts; label: string }[] = [
  { key: "teachers", label: "Teachers" },
  { key: "students", label: "Students" },
  { key: "classes", label: "Classes" },
  { key: "enrollments", label: "Enrollments" },
];

export function countColumns(removalsApplied: boolean): Column<CountRow>[] {
  return [
    { header: "Kind", rowHeader: true, cell: (r) => r.kind },
    { header: "To create", cell: (r) => r.c.create },
    { header: "To update", cell: (r) => r.c.update },
    { header: "Left as they are", cell: (r) => r.c.leave },
    { header: removalsApplied ? "Removed" : "No longer in the file", cell: (r) => r.c.remove },
  ];
}

export const PROBLEM_COLUMNS: Column<RosterProblem>[] = [
  { header: "File", rowHeader: true, cell: (p) => p.file },
  { header: "Row", cell: (p) => (p.row ? p.row : "") },
  { header: "Column", cell: (p) => p.column ?? "" },
  { header: "Problem", cell: (p) => p.message },
];

const REMOVAL_COLUMNS: Column<RosterPreview["removals"][number]>[] = [
  { header: "Name", rowHeader: true, cell: (r) => r.name },
  { header: "Kind", cell: (r) => r.kind },
  { header: "sourcedId", cell: (r) => r.sourceId },
];

type SchoolRow = RosterPreview["schools"][number];
/** "3 new of 5": what the school gets from this file and how many it will hold from it. */
const newOf = (c: Counts[keyof Counts]) => `${c.create} new of ${c.create + c.update + c.leave}`;
const SCHOOL_COLUMNS: Column<SchoolRow>[] = [
  { header: "School", rowHeader: true, cell: (s) => s.name },
  { header: "Organization", cell: (s) => (s.isNew ? "Created by this import" : "Already imported") },
  { header: "Teachers", cell: (s) => newOf(s.counts.teachers) },
  { header: "Students", cell: (s) => newOf(s.counts.students) },
  { header: "Classes", cell: (s) => newOf(s.counts.classes) },
];

export const countRows = (counts: Counts): CountRow[] => KINDS.map((k) => ({ kind: k.label, c: counts[k.key] }));

export function OneRosterSection({ organizationId }: { organizationId: string }) {
  const upload = useUploadRoster(organizationId);
  const [applyRemovals, setApplyRemovals] = useState(false);
  const { file, choose, preview, job, result, check, start, load, done, failed } = useRosterFile(
    organizationId,
    (input) => upload.mutateAsync({ ...input, applyRemovals: !input.dryRun && applyRemovals }),
    "Reading the file...",
  );

  return (
    <div className="space-y-6" data-testid="oneroster">
      <p>
        Import the OneRoster 1.2 CSV zip your student information system exports (manifest.csv, orgs.csv, users.csv,
        classes.csv, enrollments.csv): teachers are invited by email, students get accounts and login cards, and classes
        get their teachers and students. Importing the next day&apos;s file again updates what changed and never makes a
        second copy. A district&apos;s file of several schools makes one organization per school, organized by this
        organization&apos;s organizers.
      </p>
      <form onSubmit={check} className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
        <Field label="OneRoster zip" hint="At most 5 MB.">
          <Input
            type="file"
            accept=".zip,application/zip"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            required
          />
        </Field>
        <Button type="submit" disabled={!file}>
          Check the file
        </Button>
      </form>

      {preview && (
        <section aria-labelledby="oneroster-preview" className="space-y-4" data-testid="oneroster-preview">
          <h3 id="oneroster-preview" className="text-lg font-semibold">
            {preview.valid ? "Ready to import" : "The file has problems: nothing can be imported yet"}
          </h3>
          <Table
            caption="What the import would do"
            showCaption
            columns={countColumns(false)}
            rows={countRows(preview.counts)}
            stacked
          />
          {preview.schools.length > 0 && (
            <Table
              caption={`${preview.district?.name ?? "The district"}: ${preview.schools.length} schools, each its own organization`}
              showCaption
              columns={SCHOOL_COLUMNS}
              rows={preview.schools}
              rowKey={(s) => s.sourceId}
              stacked
              testId="oneroster-schools"
            />
          )}
          {preview.problems.length > 0 && (
            <Table
              caption={`Problems (${preview.problems.length + preview.moreProblems})`}
              showCaption
              columns={PROBLEM_COLUMNS}
              rows={preview.problems}
              rowKey={(p, i) => `${p.file}:${p.row}:${p.column}:${i}`}
              stacked
              testId="oneroster-problems"
            />
          )}
          {preview.moreProblems > 0 && <p>…and {preview.moreProblems} more problems.</p>}
          {preview.notes.length > 0 && (
            <details>
              <summary>Left out ({preview.notes.length})</summary>
              <ul className="mt-2 list-disc pl-6">
                {preview.notes.map((n, i) => (
                  <li key={i}>
                    {n.file}
                    {n.row ? `, row ${n.row}` : ""}: {n.message}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {preview.removals.length > 0 && (
            <div className="space-y-2">
              <Table
                caption="No longer in the file"
                showCaption
                columns={REMOVAL_COLUMNS}
                rows={preview.removals}
                rowKey={(r) => `${r.kind}:${r.sourceId}`}
                stacked
              />
              <Checkbox
                label="Also remove them (students' accounts are deleted, classes archived for 30 days)"
                checked={applyRemovals}
                onChange={(e) => setApplyRemovals(e.target.checked)}
              />
              {!applyRemovals && <p className="text-sm text-slate-600">Without this, they are left in place.</p>}
            </div>
          )}
          <Button onClick={() => void start()} disabled={!preview.valid}>
            Import
          </Button>
        </section>
      )}

      {job && (
        <ImportProgress job={job} load={load} onDone={done} onFailed={failed} title="Importing the OneRoster file" />
      )}

      {result?.summary && (
        <section aria-labelledby="oneroster-result" className="space-y-3" data-testid="oneroster-result">
          <h3 id="oneroster-result" className="text-lg font-semibold" role="status">
            Import finished. We emailed {result.invited} {result.invited === 1 ? "invitation" : "invitations"}.
          </h3>
          <Table
            caption="What the import did"
            showCaption
            columns={countColumns(result.applyRemovals)}
            rows={countRows(result.summary)}
            stacked
          />
        </section>
      )}

      <div>
        <a className={buttonClass("secondary")} href={rosterExportHref(organizationId)} download>
          Download OneRoster zip
        </a>
      </div>
    </div>
  );
}
