// Sign in with the school's identity provider (issue 42): by organization (the school's shared link) or by the
// school e-mail's domain; 302 to the provider, or 303 back to /login/school saying why not.
import { route } from "@/lib/api/route";
import { redirectResponse } from "@/lib/api/response";
import { startSchoolSignIn } from "@/lib/school-sign-in/flow";
import { startQuery } from "@/lib/school-sign-in/schemas";

export const GET = route(
  {
    auth: "public",
    query: startQuery,
    response: [
      redirectResponse("To the school's identity provider.", 302),
      redirectResponse("Back to the login page, saying why not."),
    ],
  },
  ({ query }) => startSchoolSignIn(query),
);
