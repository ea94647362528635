// OneRoster 1.2 CSV for organizers (issue 26; docs/decisions/240-243): GET the organization's roster as a
// OneRoster zip; POST a SIS's zip — `dryRun=true` previews it (counts and every problem, nothing written), else
// it is imported all or nothing as a job (202) watched at ./{importId}.
import { byStatus, fileResponse } from "@/lib/api/response";
import { route } from "@/lib/api/route";
import { organizationParams } from "@/lib/organizations/schemas";
import { exportOrganizationRoster } from "@/lib/rostering/export";
import { rosterUploadSchema } from "@/lib/rostering/schemas";
import { rosterUploadStatus, uploadRoster } from "@/lib/rostering/service";
import { rosterImportViewSchema, rosterPreviewSchema } from "@/lib/rostering/wire";

const response = byStatus({ 200: rosterPreviewSchema, 202: rosterImportViewSchema });

export const GET = route(
  {
    permission: "organizations:manage",
    params: organizationParams,
    response: fileResponse("The organization's roster as a OneRoster 1.2 CSV zip.", "application/zip"),
    audit: { action: "organization.oneroster_export", record: "organization" },
  },
  ({ actor, params }) => exportOrganizationRoster(actor, params.id),
);

export const POST = route(
  {
    permission: "organizations:manage",
    params: organizationParams,
    multipart: true,
    body: rosterUploadSchema,
    status: rosterUploadStatus,
    response,
  },
  ({ actor, params, body, audit }) => {
    // A preview writes nothing; the log says which of the two it was.
    audit.action = body.dryRun ? "organization.oneroster_check" : "organization.oneroster_import";
    audit.record = { type: "organization", id: params.id };
    return uploadRoster(actor, params.id, body);
  },
);
