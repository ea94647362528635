import { route } from "@/lib/api/route";
import { classStudentParams } from "@/lib/classes/schemas";
import { lowerStudentHand } from "@/lib/lesson/hands";
import { helpRequestSchema } from "@/lib/lesson/wire";

/** One of the class's teachers lowers a child's raised hand (issue 39); answers the hand, down. */
export const DELETE = route(
  { permission: "students:manage", params: classStudentParams, response: helpRequestSchema },
  ({ actor, params }) => lowerStudentHand(actor, params.classId, params.studentId),
);
