// The term report's query (issue 39): the file's format and the term, a school-local date range.
import { z } from "zod";
import { calendarDate } from "@/lib/validation/dates";

export const REPORT_FORMATS = ["csv", "pdf"] as const;

export const classReportQuerySchema = z
  .object({
    format: z.enum(REPORT_FORMATS, { error: "Choose the report's format: csv or pdf." }),
    from: calendarDate().optional(),
    to: calendarDate().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["to"],
    message: "The term must end on or after the day it starts.",
  });

export type ClassReportQuery = z.infer<typeof classReportQuerySchema>;
