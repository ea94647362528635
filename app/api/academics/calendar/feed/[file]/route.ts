import { z } from "zod";
import { route } from "@/lib/api/route";
import { feedIcs } from "@/lib/schedule/feed";

// Public by design: calendar apps cannot sign in. The unguessable token in the file name is the key.
export const GET = route({ auth: "public", params: z.object({ file: z.string().max(100) }) }, ({ params }) =>
  feedIcs(params.file),
);
