import { z } from "zod";
import { route } from "@/lib/api/route";
import { classViewListSchema, postAcademicsClassResponse } from "@/lib/api/response-schemas";
import { createClass, createClassWithFile, listClasses } from "@/lib/classes/service";
import { createClassJsonSchema, createClassMultipartSchema } from "@/lib/classes/schemas";
import { importStatus } from "@/lib/students/service";

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
    response: postAcademicsClassResponse,
  },
  async ({ actor, body, req, audit }) => {
    const isMultipart = (req.headers.get("content-type") ?? "").includes("multipart/form-data");
    const result = isMultipart
      ? await createClassWithFile(actor, createClassMultipartSchema.parse(body))
      : await createClass(actor, createClassJsonSchema.parse(body));
    if ("class" in result && result.class) {
      audit.record = { type: "class", id: result.class.id };
      audit.organizationId = result.class.organization ?? actor.organizationId;
    }
    return result;
  },
);
