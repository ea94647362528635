import { z } from "zod";
import { route } from "@/lib/http/route";
import { createClass, createClassWithFile, listClasses } from "@/lib/classes/service";
import { createClassJsonSchema, createClassMultipartSchema } from "@/lib/classes/schemas";

export const GET = route({ permission: "classes:manage" }, ({ actor }) => listClasses(actor));

/** JSON: Class Only / Class & Student. Multipart with `file`: Class & File (`dryRun` previews the rows). */
export const POST = route(
  { permission: "classes:manage", multipart: true, body: z.record(z.string(), z.unknown()) },
  async ({ actor, body, req }) => {
    const isMultipart = (req.headers.get("content-type") ?? "").includes("multipart/form-data");
    if (!isMultipart) return Response.json(await createClass(actor, createClassJsonSchema.parse(body)), { status: 201 });
    const input = createClassMultipartSchema.parse(body);
    const result = await createClassWithFile(actor, input);
    return Response.json(result, { status: input.dryRun ? 200 : "job" in result && result.job ? 202 : 201 });
  },
);
