import { noContent } from "@/lib/api/response";
import { route } from "@/lib/api/route";
import { markFeedbackSeen } from "@/lib/lesson/feedback";
import { feedbackSeenSchema } from "@/lib/lesson/work-schemas";

/** The child has seen these notes (the home page's "Your teacher wrote…" then shows them as read). */
export const POST = route(
  { permission: "student:self", body: feedbackSeenSchema, response: noContent },
  ({ actor, body }) => markFeedbackSeen(actor, body.ids),
);
