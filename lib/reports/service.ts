// The term report as a file (issue 39): the rows of ./class-report.ts worded as CSV (grade book) or PDF
// (families, one page a child), the PDF drawn off the request thread like the login cards (./off-thread.ts,
// issue 41).
import type { AccessActor } from "@/lib/access/table";
import { FileResult } from "@/lib/http/file-result";
import { classReport } from "./class-report";
import { runOffThread } from "@/lib/jobs/pool";
import "./off-thread";
import { reportCsv } from "./report-csv";
import type { ClassReportQuery } from "./schemas";

/** "Room 4B" → "room-4b": the class's name in the download's filename, ASCII letters and digits only. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return slug || "class";
}

export async function classReportFile(actor: AccessActor, classId: string, query: ClassReportQuery) {
  const report = await classReport(actor, classId, {
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  });
  const name = `term-report-${fileSlug(report.className)}-${report.term.from}-to-${report.term.to}`;
  if (query.format === "csv")
    return new FileResult(
      Buffer.from(reportCsv(report), "utf8"),
      "text/csv; charset=utf-8",
      `${name}.csv`,
      "attachment",
    );
  // Only what the PDF prints crosses to the other thread, not every puzzle's figures of every child.
  const rows = report.rows.map(({ figures, ...r }) => ({ ...r, figures: { isActive: figures.isActive } }));
  const pdf = await runOffThread("reports.pdf", { ...report, rows });
  return new FileResult(pdf, "application/pdf", `${name}.pdf`, "attachment");
}
