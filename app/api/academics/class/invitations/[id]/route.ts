import { z } from "zod";
import { route } from "@/lib/api/route";
import { answerInvitation } from "@/lib/classes/invitations";
import { idParams } from "@/lib/classes/schemas";
import { invitationAnswerSchema } from "@/lib/classes/wire";

/** { accept: true } makes the teacher a co-teacher of the class; { accept: false } declines. */
export const PUT = route(
  {
    permission: "classes:manage",
    params: idParams,
    body: z.object({ accept: z.boolean({ message: "Say whether you accept." }) }),
    response: invitationAnswerSchema,
  },
  ({ actor, params, body }) => answerInvitation(actor, params.id, body.accept),
);
