// The class's term report as the teacher gets it (issue 39): "Download CSV" in the class view's "Term report"
// group, read back as a spreadsheet would (one object per row, keyed by the header).
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import type { Page } from "@playwright/test";

/** Clicks "Download CSV" on the class view open in `page`; the file's name and rows. */
export async function downloadTermReportCsv(page: Page) {
  const report = page.getByRole("group", { name: "Term report" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    report.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  const rows = parse(readFileSync((await download.path())!, "utf8"), { columns: true, bom: true }) as Record<
    string,
    string
  >[];
  return { filename: download.suggestedFilename(), rows };
}
