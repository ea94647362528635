import { z } from "zod";
import { route } from "@/lib/api/route";
import { fileResponse } from "@/lib/api/response";
import { printClassCards } from "@/lib/cards/service";

/**
 * The class's login cards as a PDF: 8 a page, Letter (default) or A4; `studentId` prints one card, `studentIds`
 * (comma-separated, at most 500) a chosen few.
 */
export const GET = route(
  {
    permission: "students:manage",
    audit: { action: "cards.print", record: "class" },
    params: z.object({ id: z.string().uuid() }),
    query: z.object({
      paper: z.enum(["letter", "a4"]).default("letter"),
      studentId: z.string().uuid().optional(),
      studentIds: z.preprocess(
        (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v),
        z.array(z.string().uuid("Choose students of this class.")).min(1).max(500).optional(),
      ),
    }),
    response: fileResponse("The class's sign-in cards.", "application/pdf"),
  },
  ({ actor, params, query }) =>
    printClassCards(actor, params.id, {
      paper: query.paper,
      ...(query.studentId ? { studentId: query.studentId } : {}),
      ...(query.studentIds ? { studentIds: query.studentIds } : {}),
    }),
);
