import { z } from "zod";
import { route } from "@/lib/api/route";
import { importJobViewSchema } from "@/lib/api/response-schemas";
import { getImportJob } from "@/lib/students/service";

/** Status and progress of a large import (the modal's progress bar polls it). */
export const GET = route(
  {
    permission: "students:manage",
    params: z.object({ classId: z.string().uuid(), jobId: z.string().uuid() }),
    response: importJobViewSchema,
  },
  ({ actor, params }) => getImportJob(actor, params.classId, params.jobId),
);
