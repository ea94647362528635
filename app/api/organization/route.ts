// SPEC §7 GET /organization/ (and /organization): the organizations the caller belongs to (docs/decisions/131).
import { route } from "@/lib/api/route";
import { listMyOrganizations } from "@/lib/organizations/organizations";
import { organizationViewListSchema } from "@/lib/organizations/wire";

export const GET = route({ permission: "organizations:read", response: organizationViewListSchema }, ({ actor }) =>
  listMyOrganizations(actor),
);
