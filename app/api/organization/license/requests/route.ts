import { route } from "@/lib/api/route";
import { requestQueue } from "@/lib/licenses/service";
import { answerableLicenseRequestListSchema } from "@/lib/licenses/wire";

/** The deployment administrator's queue: pending requests first, then the latest answers. */
export const GET = route(
  { permission: "organizations:manage", admin: true, response: answerableLicenseRequestListSchema },
  ({ actor }) => requestQueue(actor),
);
