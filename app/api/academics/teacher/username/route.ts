import { z } from "zod";
import { route } from "@/lib/api/route";
import { getAcademicsTeacherUsernameResponse } from "@/lib/api/response-schemas";
import { uniqueUsername } from "@/lib/auth/usernames";

/** The add-student modal's Generate Username: names plus a random suffix, not taken yet (SPEC §9). */
export const GET = route(
  {
    permission: "students:manage",
    query: z.object({ firstName: z.string().max(50).default(""), lastName: z.string().max(50).default("") }),
    response: getAcademicsTeacherUsernameResponse,
  },
  async ({ query }) => ({ username: await uniqueUsername(query.firstName, query.lastName) }),
);
