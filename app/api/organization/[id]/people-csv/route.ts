// The administrator's people CSV for organizers (issue 42): POST role,firstName,lastName,email,username,grade,class
// rows — `dryRun=true` checks them (counts and every problem by line, nothing written), else they are imported all
// or nothing as the OneRoster import job (202), watched at ../oneroster/{importId}.
import { byStatus } from "@/lib/api/response";
import { route } from "@/lib/api/route";
import { organizationParams } from "@/lib/organizations/schemas";
import { peopleCsvUploadSchema, uploadPeopleCsv } from "@/lib/rostering/admin-csv-service";
import { rosterUploadStatus } from "@/lib/rostering/service";
import { rosterImportViewSchema, rosterPreviewSchema } from "@/lib/rostering/wire";

export const POST = route(
  {
    permission: "organizations:manage",
    params: organizationParams,
    multipart: true,
    body: peopleCsvUploadSchema,
    status: rosterUploadStatus,
    response: byStatus({ 200: rosterPreviewSchema, 202: rosterImportViewSchema }),
  },
  ({ actor, params, body, audit }) => {
    audit.action = body.dryRun ? "organization.people_csv_check" : "organization.people_csv_import";
    audit.record = { type: "organization", id: params.id };
    return uploadPeopleCsv(actor, params.id, body);
  },
);
