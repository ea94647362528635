// The authorization matrix's rows for organizations' licenses, analytics, export and audit log.

import { prisma } from "@/lib/db/client";
import { orgA, organizers, type Rows } from "./shared";

/** A catalog license of its own for a row that requests or deletes one. */
const freshLicense = () =>
  prisma.license.create({ data: { name: "Matrix license", priceCents: 100, durationDays: 30, seats: 5 } });

export const LICENSE_ROWS: Rows = {
  // ---------------------------------------------------------------- organizations: licenses and analytics
  // The organizer is the deployment administrator (docs/decisions/130); otherOrganizer organizes orgB only.
  "GET /api/organization/license": { expect: organizers(200, 200) },
  "POST /api/organization/license/admin": {
    expect: organizers(201, 403),
    body: () => ({ name: "Matrix license", price: 120, duration: 365 }),
  },
  "DELETE /api/organization/license/admin/[id]": {
    expect: organizers(200, 403),
    params: async () => ({ id: (await freshLicense()).id }),
  },
  "GET /api/organization/license/requests": { expect: organizers(200, 403) },
  // An organizer of orgA requests for it; otherOrganizer does not see orgA (404).
  "POST /api/organization/license/requests/[orgId]": {
    expect: organizers(201, 404),
    params: (w) => ({ orgId: w.organizationId }),
    body: async () => ({ license: (await freshLicense()).id }),
  },
  // Separation of duties (docs/decisions/195): the administrator organizes orgA, so orgA's request is another
  // administrator's to answer (403); the others are no administrator at all (403).
  "PUT /api/organization/license/requests/[orgId]/[requestId]": {
    expect: organizers(403, 403),
    params: async (w) => {
      const license = await freshLicense();
      const request = await prisma.licenseRequest.create({
        data: { organizationId: w.organizationId, licenseId: license.id },
      });
      return { orgId: w.organizationId, requestId: request.id };
    },
    body: () => ({ status: "granted" }),
  },
  "GET /api/organization/[id]/analytics": { expect: organizers(200, 404), params: orgA },
  "GET /api/organization/[id]/export": { expect: organizers(200, 404), params: orgA },
  // The audit log (docs/decisions/140): the organization's organizers only; another organization's → 404.
  "GET /api/organization/[id]/audit-logs": { expect: organizers(200, 404), params: orgA },
  "GET /api/organization/[id]/audit-logs/verify": { expect: organizers(200, 404), params: orgA },
  "GET /api/organization/[id]/audit-logs/export": { expect: organizers(200, 404), params: orgA },
  "GET /api/organization/[id]/audit-logs/refusals": { expect: organizers(200, 404), params: orgA },
};
