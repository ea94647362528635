// next-auth runs the web session: its cookie holds a Sprout access token (see jwt-codec.ts), refreshed each
// time the browser polls the session while the AuthSession row is alive, and ended with it.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { clientIp, requestIdOf } from "@/lib/http/request";
import { recordSignIn } from "@/lib/audit/sign-in";
import { ensureDatabaseReady } from "@/lib/db/client";
import { encode, decode } from "@/lib/auth/jwt-codec";
import { issueLogin, login } from "./login";
import { confirmAddRole, googleSignIn } from "./google";
import { userForCardToken } from "@/lib/auth/card-sign-in";
import { redeemSignInTicket } from "@/lib/auth/sign-in-ticket";
import { deviceTokenFrom, rememberDevice } from "@/lib/auth/device";
import { liveSession, revokeSession } from "@/lib/auth/sessions";
import { primaryRole, rolesOf, type Role } from "@/lib/auth/roles";
import { SESSION_SECONDS, verifyToken } from "@/lib/auth/tokens";
import { displayName } from "@/lib/vocabulary";
import { prisma } from "@/lib/db/client";
import { GOOGLE_CONFIRM_ROLE, googleSchema } from "./schemas";

type SessionUser = {
  id: string;
  sid: string;
  sexp: number;
  name: string;
  email: string;
  role: Role | null;
  roles: Role[];
};

/** What next-auth keeps for a web session, from a completed sign-in (tokens + safe user fields). */
async function sessionUserFrom(
  result: Awaited<ReturnType<typeof issueLogin>>,
  preferredRole?: string,
): Promise<SessionUser> {
  const claims = await verifyToken(result.access_token, "access");
  const { user } = result;
  const roles = rolesOf({
    isStudent: user.is_student,
    isTeacher: user.is_teacher,
    isParent: user.is_parent,
    isOrganizer: user.is_organizer,
  });
  return {
    id: user.id,
    sid: claims!.sid,
    sexp: Math.floor(new Date(result.sessionExpiresAt).getTime() / 1000),
    name: displayName(user),
    email: user.email,
    roles,
    role: primaryRole(roles, preferredRole),
  };
}

/** Who is signing in from where, read off the sign-in request's headers (for the audit log and the session). */
function signInContext(raw: unknown) {
  const headers = new Headers(raw as Record<string, string>);
  const request = new Request("http://local/", { headers });
  return {
    ip: clientIp(request),
    userAgent: headers.get("user-agent") ?? "",
    requestId: requestIdOf(request),
    cookie: headers.get("cookie"),
  };
}

export const authOptions: NextAuthOptions = {
  secret: env.authSecret,
  session: { strategy: "jwt", maxAge: SESSION_SECONDS, updateAge: 0 },
  jwt: { encode, decode, maxAge: SESSION_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      id: "credentials",
      name: "Sprout",
      credentials: { identifier: {}, password: {}, role: {} },
      async authorize(credentials, req): Promise<SessionUser | null> {
        await ensureDatabaseReady();
        const { ip, userAgent, requestId, cookie } = signInContext(req?.headers);
        try {
          const result = await login({
            identifier: String(credentials?.identifier ?? ""),
            password: String(credentials?.password ?? ""),
            ip,
            userAgent,
            deviceToken: deviceTokenFrom(cookie),
            requestId,
          });
          await rememberDevice(result.user.id);
          return await sessionUserFrom(result, credentials?.role);
        } catch (error) {
          if (error instanceof AppError) throw new Error(error.message);
          throw error;
        }
      },
    }),
    // A printed login card's QR code (app/login/card/[token]): the token alone signs that child in.
    CredentialsProvider({
      id: "login-card",
      name: "Login card",
      credentials: { token: {} },
      async authorize(credentials, req): Promise<SessionUser | null> {
        await ensureDatabaseReady();
        const user = await userForCardToken(String(credentials?.token ?? ""));
        const context = signInContext(req?.headers);
        if (!user) {
          const message = "This login card is no longer valid. Ask your teacher for a new card.";
          // The card's token is a secret: the entry says a card was refused, never which.
          const refused = new AppError("unauthorized", message);
          await recordSignIn("card", context, { user: null, attempted: "(login card)", error: refused });
          throw new Error(message);
        }
        await recordSignIn("card", context, { user });
        return sessionUserFrom(await issueLogin(user, context.userAgent), "student");
      },
    }),
    // The school's own identity provider (issue 42): its callback verified the person and handed the browser a
    // single-use ticket (app/login/school/finish), which signs that account in once.
    CredentialsProvider({
      id: "school",
      name: "School",
      credentials: { ticket: {} },
      async authorize(credentials, req): Promise<SessionUser | null> {
        await ensureDatabaseReady();
        const user = await redeemSignInTicket(String(credentials?.ticket ?? ""));
        const context = signInContext(req?.headers);
        if (!user) {
          const message = "This sign-in has expired or was already used. Please sign in with your school again.";
          const refused = new AppError("unauthorized", message);
          await recordSignIn("school", context, { user: null, attempted: "(school sign-in ticket)", error: refused });
          throw new Error(message);
        }
        await recordSignIn("school", context, { user });
        return sessionUserFrom(await issueLogin(user, context.userAgent));
      },
    }),
    // "Continue with Google" on a role's sign-in page (docs/decisions/200): the browser hands Google's access token
    // over; the account signs in, is created with that role, or is asked to confirm adding the role (SPEC §4).
    CredentialsProvider({
      id: "google",
      name: "Google",
      credentials: { access_token: {}, role: {}, confirmation_token: {} },
      async authorize(credentials, req): Promise<SessionUser | null> {
        await ensureDatabaseReady();
        const context = signInContext(req?.headers);
        const signedIn = async (result: Awaited<ReturnType<typeof issueLogin>>) => {
          const user = await prisma.user.findUniqueOrThrow({ where: { id: result.user.id } });
          await recordSignIn("google", context, { user });
          return sessionUserFrom(result, credentials?.role);
        };
        try {
          if (credentials?.confirmation_token) {
            return await signedIn(
              await confirmAddRole({ confirmation_token: String(credentials.confirmation_token) }, context.userAgent),
            );
          }
          const parsed = googleSchema.safeParse({ access_token: credentials?.access_token, role: credentials?.role });
          if (!parsed.success)
            throw new AppError("bad_request", "Google did not accept this sign-in. Please try again.");
          const result = await googleSignIn(parsed.data, context.userAgent);
          // The account lacks the role: the page asks before adding it, then signs in with the confirmation.
          if ("confirmation_token" in result)
            throw new Error(`${GOOGLE_CONFIRM_ROLE}${result.confirmation_token}:${result.detail}`);
          return await signedIn(result);
        } catch (error) {
          if (error instanceof AppError) {
            await recordSignIn("google", context, { user: null, attempted: "(Google)", error });
            throw new Error(error.message);
          }
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const u = user as unknown as SessionUser;
        return { sub: u.id, sid: u.sid, sexp: u.sexp, name: u.name, email: u.email, role: u.role };
      }
      // Every later poll: the session row decides. Throwing clears the cookie (signed out).
      const session = await liveSession(String(token.sid), String(token.sub));
      if (!session) throw new Error("Session ended");
      const roles = rolesOf(session.user);
      return { ...token, role: primaryRole(roles, token.role as string | undefined) };
    },
    async session({ session, token }) {
      return {
        ...session,
        user: { id: token.sub, name: token.name, email: token.email, role: token.role },
        sessionExpiresAt: Number(token.sexp) * 1000,
        issuedAt: Number(token.iat) * 1000,
      };
    },
  },
  events: {
    async signOut({ token }) {
      if (token?.sid) await revokeSession(String(token.sid));
    },
  },
};
