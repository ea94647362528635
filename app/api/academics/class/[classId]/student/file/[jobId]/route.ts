import { z } from "zod";
import { route } from "@/lib/api/route";
import { getImportJob } from "@/lib/students/service";
import { importJobViewSchema } from "@/lib/students/wire";

/** Status and progress of a large import (the modal's progress bar polls it). */
export const GET = route(
  {
    permission: "students:manage",
    params: z.object({ classId: z.string().uuid(), jobId: z.string().uuid() }),
    response: importJobViewSchema,
  },
  ({ actor, params }) => getImportJob(actor, params.classId, params.jobId),
);
