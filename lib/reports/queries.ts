// The browser's way to the term report (issue 39): a plain link, the session cookie signs it in, and the
// response's Content-Disposition names the download.
import type { REPORT_FORMATS } from "./schemas";

export function classReportHref(classId: string, format: (typeof REPORT_FORMATS)[number]): string {
  return `/api/academics/class/${classId}/report/?format=${format}`;
}
