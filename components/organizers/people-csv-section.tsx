"use client";

// The administrator's people CSV (issue 42; SPEC "an administrator can import many people at once from a CSV
// file"): for a school without a student information system, one file of teachers and students, with the same
// check → import → progress bar as the OneRoster zip beside it, and an example file to start from.
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { Table } from "@/components/ui/table";
import { ImportProgress } from "@/components/classroom/import-progress";
import { PEOPLE_CSV_EXAMPLE, useUploadPeopleCsv, type RosterPreview } from "@/lib/rostering/queries";
import { countColumns, countRows, PROBLEM_COLUMNS } from "./oneroster-section";
import { useRosterFile } from "./use-roster-file";

/** What the import would do or did: the file never removes anyone, so no "no longer in the file" reading. */
function CountsTable({ caption, counts }: { caption: string; counts: RosterPreview["counts"] }) {
  return <Table caption={caption} showCaption columns={countColumns(false)} rows={countRows(counts)} stacked />;
}

export function PeopleCsvSection({ organizationId }: { organizationId: string }) {
  const upload = useUploadPeopleCsv(organizationId);
  const { file, choose, preview, job, result, check, start, load, done, failed } = useRosterFile(
    organizationId,
    upload.mutateAsync,
    "Checking the file...",
  );

  return (
    <div className="space-y-6" data-testid="people-csv">
      <h3 className="text-lg font-semibold">Import people from a CSV</h3>
      <p>
        No student information system? List your teachers and students in one CSV file with the columns{" "}
        <code>role,firstName,lastName,email,username,grade,class</code>. A teacher needs an email address (their
        invitation goes there) and lists the classes they teach separated by &quot;;&quot;. A student needs a grade (K
        or 1 to 8) and their class; leave the username blank and Sprout makes one. A class with no teacher in the file
        is yours until its teacher joins. Importing the same file again changes nothing; nobody is removed.
      </p>
      <p>
        <a className="text-sprout-700 underline" href={PEOPLE_CSV_EXAMPLE} download>
          Download the example file
        </a>{" "}
        (2 teachers, 2 classes, 8 students).
      </p>
      <form onSubmit={check} className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
        <Field label="People CSV" hint="At most 4 MB (10,000 people).">
          <Input type="file" accept=".csv,text/csv" onChange={(e) => choose(e.target.files?.[0] ?? null)} required />
        </Field>
        <Button type="submit" disabled={!file}>
          Check the file
        </Button>
      </form>

      {preview && (
        <section aria-labelledby="people-csv-preview" className="space-y-4" data-testid="people-csv-preview">
          <h3 id="people-csv-preview" className="text-lg font-semibold">
            {preview.valid ? "Ready to import" : "The file has problems: nothing can be imported yet"}
          </h3>
          <CountsTable caption="What the import would do" counts={preview.counts} />
          {preview.problems.length > 0 && (
            <Table
              caption={`Problems (${preview.problems.length + preview.moreProblems})`}
              showCaption
              columns={PROBLEM_COLUMNS}
              rows={preview.problems}
              rowKey={(p, i) => `${p.row}:${p.column}:${i}`}
              stacked
              testId="people-csv-problems"
            />
          )}
          {preview.notes.length > 0 && (
            <details>
              <summary>Not used ({preview.notes.length})</summary>
              <ul className="mt-2 list-disc pl-6">
                {preview.notes.map((n, i) => (
                  <li key={i}>
                    {n.row ? `Row ${n.row}: ` : ""}
                    {n.message}
                  </li>
                ))}
              </ul>
            </details>
          )}
          <Button onClick={() => void start()} disabled={!preview.valid}>
            Import
          </Button>
        </section>
      )}

      {job && <ImportProgress job={job} load={load} onDone={done} onFailed={failed} title="Importing the people" />}

      {result?.summary && (
        <section aria-labelledby="people-csv-result" className="space-y-3" data-testid="people-csv-result">
          <h3 id="people-csv-result" className="text-lg font-semibold" role="status">
            Import finished. We emailed {result.invited} {result.invited === 1 ? "invitation" : "invitations"}.
          </h3>
          <CountsTable caption="What the import did" counts={result.summary} />
        </section>
      )}
    </div>
  );
}
