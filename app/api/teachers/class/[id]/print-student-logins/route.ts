import { z } from "zod";
import { route } from "@/lib/http/route";
import { printClassCards } from "@/lib/cards/service";

/** The class's login cards as a PDF: 8 a page, Letter (default) or A4; `studentId` prints one card. */
export const GET = route(
  {
    permission: "students:manage",
    params: z.object({ id: z.string().uuid() }),
    query: z.object({ paper: z.enum(["letter", "a4"]).default("letter"), studentId: z.string().uuid().optional() }),
  },
  async ({ actor, params, query }) => {
    const pdf = await printClassCards(actor, params.id, { paper: query.paper, ...(query.studentId ? { studentId: query.studentId } : {}) });
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="login-cards.pdf"`,
        "cache-control": "no-store",
      },
    });
  },
);
