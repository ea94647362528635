import { z } from "zod";
import { route } from "@/lib/api/route";
import { printClassCards } from "@/lib/cards/service";

/** The class's login cards as a PDF: 8 a page, Letter (default) or A4; `studentId` prints one card. */
export const GET = route(
  {
    permission: "students:manage",
    audit: { action: "cards.print", record: "class" },
    params: z.object({ id: z.string().uuid() }),
    query: z.object({ paper: z.enum(["letter", "a4"]).default("letter"), studentId: z.string().uuid().optional() }),
  },
  ({ actor, params, query }) =>
    printClassCards(actor, params.id, {
      paper: query.paper,
      ...(query.studentId ? { studentId: query.studentId } : {}),
    }),
);
