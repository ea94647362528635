// The term report as CSV for the school's grade book (issue 39): one row per child, numbers in their own cells,
// every cell written through lib/csv/write.ts so a name such as =HYPERLINK(…) opens as text, never a formula.
import { csvLine } from "@/lib/csv/write";
import type { ReportFile } from "./class-report";

export function reportCsv(report: ReportFile): string {
  const header = [
    "Student",
    "Username",
    "Class",
    "Levels",
    "Puzzles solved",
    "Puzzles at the child's levels",
    "Progress %",
    ...report.units.map((u) => `${u} solved`),
    `Standards met (${report.standardSet.id})`,
    "Standard codes",
    "Stars",
    `Minutes coded ${report.term.from} to ${report.term.to}`,
    "Last active",
  ];
  const lines = report.rows.map((r) =>
    csvLine([
      r.name,
      r.username,
      report.className,
      r.levels.join(" "),
      r.overall.solved,
      r.overall.total,
      r.overall.percent,
      ...r.units.map((s) => s?.solved ?? 0),
      r.standards.length,
      r.standards.map((s) => s.code).join(" "),
      r.stars,
      r.minutes,
      r.lastActive ?? "",
    ]),
  );
  // A byte-order mark so spreadsheets read the names as UTF-8.
  return `\uFEFF${csvLine(header)}${lines.join("")}`;
}
