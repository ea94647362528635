import { z } from "zod";
import { route } from "@/lib/api/route";
import { getMyImportJob } from "@/lib/students/service";
import { importJobViewSchema } from "@/lib/students/wire";

/** Status and progress of an import the teacher started, also before a Class & File job has made its class. */
export const GET = route(
  {
    permission: "classes:manage",
    params: z.object({ jobId: z.string().uuid() }),
    response: importJobViewSchema,
  },
  ({ actor, params }) => getMyImportJob(actor, params.jobId),
);
