// The class's term report (issue 39): the school year so far, as CSV for the grade book or PDF for families.
import { buttonClass } from "@/components/ui/button";
import { classReportHref } from "@/lib/reports/queries";

export function TermReportLinks({ classId }: { classId: string }) {
  return (
    <div role="group" aria-label="Term report" className="mt-3 flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-700">Term report</span>
      <a className={buttonClass("secondary", "sm")} href={classReportHref(classId, "csv")} download>
        Download CSV
      </a>
      <a className={buttonClass("secondary", "sm")} href={classReportHref(classId, "pdf")} download>
        Download PDF
      </a>
    </div>
  );
}
