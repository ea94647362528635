import { z } from "zod";
import { route } from "@/lib/api/route";
import { fileResponse } from "@/lib/api/response";
import { printChildCard } from "@/lib/parents/login-card";
import { childIdParams } from "@/lib/parents/schemas";

/** The child's login card as a PDF (Letter by default, or A4). */
export const GET = route(
  {
    permission: "children:manage",
    audit: { action: "cards.print", record: "child" },
    params: childIdParams,
    query: z.object({ paper: z.enum(["letter", "a4"], { message: "Paper is letter or a4." }).default("letter") }),
    response: fileResponse("The child's sign-in card.", "application/pdf"),
  },
  ({ actor, params, query }) => printChildCard(actor, params.id, query.paper),
);
