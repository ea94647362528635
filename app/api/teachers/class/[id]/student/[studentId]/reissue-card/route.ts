import { z } from "zod";
import { route } from "@/lib/api/route";
import { reissueCard } from "@/lib/cards/service";
import { reissuedCardSchema } from "@/lib/cards/wire";

/** New password and QR code for one child; the old card stops working at once. */
export const POST = route(
  {
    permission: "students:manage",
    params: z.object({ id: z.string().uuid(), studentId: z.string().uuid() }),
    response: reissuedCardSchema,
  },
  ({ actor, params }) => reissueCard(actor, params.id, params.studentId),
);
