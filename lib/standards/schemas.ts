import { z } from "zod";
import { GRADE_CODES } from "@/lib/vocabulary";

export const standardsQuerySchema = z.object({
  set: z.string({ error: "Please Select a standard" }).trim().min(1, "Please Select a standard").max(40),
  grade: z.enum(GRADE_CODES, { error: "Grades are K or 1 to 8." }).optional(),
  q: z.string().max(100).optional(),
});
