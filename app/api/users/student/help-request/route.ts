import { route } from "@/lib/api/route";
import { helpRequestStatus, lowerOwnHand, ownHand, raiseHand } from "@/lib/lesson/hands";
import { helpRequestBodySchema } from "@/lib/lesson/schemas";
import { helpRequestSchema } from "@/lib/lesson/wire";
import { byStatus } from "@/lib/api/response";

/** The child's hand as it is now: the puzzle page reads it to see a teacher lowered it. */
export const GET = route({ permission: "student:self", response: helpRequestSchema }, ({ actor }) => ownHand(actor));

/** "I need help" on a puzzle (issue 39): 201 when the hand went up, 200 when it already was. */
export const POST = route(
  {
    permission: "student:self",
    body: helpRequestBodySchema,
    status: helpRequestStatus,
    response: byStatus({ 200: helpRequestSchema, 201: helpRequestSchema }),
  },
  ({ actor, body }) => raiseHand(actor, body.puzzleId),
);

/** The child lowers their hand; answers the hand, down. */
export const DELETE = route({ permission: "student:self", response: helpRequestSchema }, ({ actor }) =>
  lowerOwnHand(actor),
);
