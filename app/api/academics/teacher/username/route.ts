import { z } from "zod";
import { route } from "@/lib/api/route";
import { uniqueUsername } from "@/lib/auth/usernames";
import { usernameSchema } from "@/lib/auth/wire";

/** The add-student modal's Generate Username: names plus a random suffix, not taken yet (SPEC §9). */
export const GET = route(
  {
    permission: "students:manage",
    query: z.object({ firstName: z.string().max(50).default(""), lastName: z.string().max(50).default("") }),
    response: usernameSchema,
  },
  async ({ query }) => ({ username: await uniqueUsername(query.firstName, query.lastName) }),
);
