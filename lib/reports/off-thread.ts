// The term report's PDF (issue 41): one pdfkit page per child, some 8 ms a child, is drawn off the request thread
// through runOffThread (lib/jobs/pool.ts). The service (./service.ts) reads the figures and sends the rows as the
// PDF prints them (`ReportFile`: each child's progress figures reduced to what it reads). The CSV stays on the
// request thread: writing it (0.1 ms for 30 children) costs less than copying its rows to a worker (0.5 ms).
import { registerOffThreadTasks } from "@/lib/jobs/pool";
import type { ReportFile } from "./class-report";
import { renderReportPdf } from "./report-pdf";

export const tasks = { "reports.pdf": renderReportPdf };

declare module "@/lib/jobs/pool" {
  interface OffThreadTasks {
    "reports.pdf": { input: ReportFile; output: Uint8Array };
  }
}

registerOffThreadTasks(tasks);
