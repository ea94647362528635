import { z } from "zod";
import { route } from "@/lib/api/route";
import { fileResponse } from "@/lib/api/response";
import { feedIcs } from "@/lib/schedule/feed";

// Public by design: calendar apps cannot sign in. The unguessable token in the file name is the key.
export const GET = route(
  {
    auth: "public",
    params: z.object({ file: z.string().max(100) }),
    response: fileResponse("The teacher's calendar as an iCalendar feed.", "text/calendar"),
  },
  ({ params }) => feedIcs(params.file),
);
