import { z } from "zod";
import { route } from "@/lib/api/route";
import { createClass, createClassWithFile, listClasses } from "@/lib/classes/service";
import { createClassJsonSchema, createClassMultipartSchema } from "@/lib/classes/schemas";
import { importStatus } from "@/lib/students/service";
import { byStatus } from "@/lib/api/response";
import { classViewListSchema, createClassJobSchema, createClassResultSchema } from "@/lib/classes/wire";
import { importPreviewSchema } from "@/lib/students/wire";

const response = byStatus({
  200: importPreviewSchema,
  201: createClassResultSchema,
  202: createClassJobSchema,
});

export const GET = route(
  { permission: "classes:manage", response: classViewListSchema, foldSession: true },
  ({ actor }) => listClasses(actor),
);

/** JSON: Class Only / Class & Student. Multipart with `file`: Class & File (`dryRun` previews the rows). */
export const POST = route(
  {
    permission: "classes:manage",
    multipart: true,
    body: z.record(z.string(), z.unknown()),
    status: importStatus,
    audit: { action: "class.create" },
    response,
  },
  async ({ actor, body, req, audit }) => {
    const isMultipart = (req.headers.get("content-type") ?? "").includes("multipart/form-data");
    const result = isMultipart
      ? await createClassWithFile(actor, createClassMultipartSchema.parse(body))
      : await createClass(actor, createClassJsonSchema.parse(body));
    if ("class" in result && result.class) {
      audit.record = { type: "class", id: result.class.id };
      audit.organizationId = result.class.organization ?? actor.organizationId;
    } else if ("job" in result && result.job) audit.record = { type: "import_job", id: result.job.id };
    return result;
  },
);
