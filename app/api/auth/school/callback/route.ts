// The school's identity provider answers here (issue 42): the sign-in in flight is taken once, the answer and ID
// token verified; 303 to the page that signs the person in with a single-use ticket, or to /login/school saying why not.
import { route } from "@/lib/api/route";
import { redirectResponse } from "@/lib/api/response";
import { finishSchoolSignIn } from "@/lib/school-sign-in/flow";
import { callbackQuery } from "@/lib/school-sign-in/schemas";

export const GET = route(
  {
    auth: "public",
    query: callbackQuery,
    response: redirectResponse("To the page that finishes signing in, or back to the login page saying why not."),
  },
  ({ req, query, ip, requestId }) =>
    finishSchoolSignIn(req.nextUrl.search, query.state, {
      ip,
      requestId,
      userAgent: req.headers.get("user-agent") ?? "",
    }),
);
