// Signing in with the school's identity provider (issue 42) against a real OpenID provider on loopback
// (tests/support/oidc-provider.ts): the organizer's settings, a sign-in by verified e-mail and by the roster's
// sourcedId, and every refusal a person would meet — a stranger, a young child, a wrong audience, an expired ID
// token, another sign-in's nonce, a replayed answer — each landing on the login page with no session.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DELETE as configDELETE, GET as configGET, PUT as configPUT } from "@/app/api/organization/[id]/sign-in/route";
import { GET as startGET } from "@/app/api/auth/school/start/route";
import { GET as callbackGET } from "@/app/api/auth/school/callback/route";
import { authOptions } from "@/lib/accounts/next-auth";
import { prisma } from "@/lib/db/client";
import { refusalMessage } from "@/lib/school-sign-in/messages";
import { call } from "../support/http";
import { createUser } from "../support/factories";
import { organizerOf, teacherOf } from "../support/organizations";
import { startOidcProvider, type OidcStandIn } from "../support/oidc-provider";

const CALLBACK = "http://sprout.test/api/auth/school/callback/";
let idp: OidcStandIn;

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUris: [CALLBACK] });
});
afterAll(() => idp.close());
afterEach(() => idp.tamper(null));

async function school(name = "Lincoln Elementary") {
  const org = await prisma.organization.create({ data: { name, inviteCode: `L-${randomUUID().slice(0, 8)}` } });
  const organizer = await organizerOf(org.id);
  const res = await call(configPUT, {
    token: organizer.token,
    params: { id: org.id },
    body: {
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      domains: ["Lincoln.test"],
      sourcedIdClaim: idp.sourcedIdClaim,
    },
  });
  expect(res.status).toBe(200);
  return { org, organizer };
}

/** An account of the school: a teacher member whose e-mail the provider also holds. */
async function teacherAt(organizationId: string, email = `t${randomUUID().slice(0, 6)}@lincoln.test`) {
  const user = await createUser({ role: "teacher", email });
  await prisma.organizationMember.create({ data: { organizationId, userId: user.id, kind: "teacher" } });
  idp.addAccount({ id: user.id, email });
  return user;
}

/** A child in a class of the school, rostered with a sourcedId, without an e-mail. */
async function childAt(organizationId: string, grade: string) {
  const owner = await createUser({ role: "teacher" });
  const klass = await prisma.class.create({ data: { className: "Room 4", grade, ownerId: owner.id, organizationId } });
  const user = await createUser({ role: "student", email: null });
  await prisma.user.update({ where: { id: user.id }, data: { grade } });
  await prisma.student.create({ data: { userId: user.id, classId: klass.id } });
  const sourceId = `stu-${randomUUID().slice(0, 6)}`;
  await prisma.rosterPerson.create({
    data: { organizationId, sourceId, role: "student", givenName: "Kit", familyName: "Kid", userId: user.id },
  });
  const login = `${sourceId}@lincoln.test`;
  idp.addAccount({ id: sourceId, email: login, sourcedId: sourceId });
  return { user, login };
}

async function signInWith(query: Record<string, string>, login: string) {
  const start = await call(startGET, { path: "/api/auth/school/start/", query });
  expect(start.status).toBe(302);
  const back = await idp.authorize(start.headers.get("location")!, login);
  expect(back.href.startsWith(CALLBACK)).toBe(true);
  const answer = Object.fromEntries(back.searchParams);
  const cb = await call(callbackGET, { path: "/api/auth/school/callback/", query: answer });
  return { status: cb.status, location: cb.headers.get("location") ?? "", answer };
}

function schoolAuthorize(ticket: string) {
  const provider = authOptions.providers.find(
    (p) => (p as unknown as { options?: { id?: string } }).options?.id === "school",
  ) as unknown as {
    options: {
      authorize: (
        c: Record<string, string>,
        r: { headers: Record<string, string> },
      ) => Promise<{ id: string; role: string }>;
    };
  };
  return provider.options.authorize({ ticket }, { headers: { "user-agent": "browser" } });
}

const ticketOf = (location: string) => new URLSearchParams(location.split("#")[1]).get("ticket") ?? "";
const sessions = (userId: string) => prisma.authSession.count({ where: { userId } });

function refusal(location: string) {
  const url = new URL(location, "http://sprout.test");
  expect(url.pathname).toBe("/login/school");
  return {
    reason: url.searchParams.get("error"),
    email: url.searchParams.get("email"),
    school: url.searchParams.get("school"),
  };
}

describe("signing in with the school's identity provider", () => {
  it("signs a teacher in by verified e-mail: the ticket gives a web session once, and the log says so", async () => {
    const { org } = await school();
    const teacher = await teacherAt(org.id);
    const res = await signInWith({ email: teacher.email! }, teacher.email!);
    expect(res.status).toBe(303);
    expect(res.location).toMatch(/^\/login\/school\/finish#ticket=/);
    const signedIn = await schoolAuthorize(ticketOf(res.location));
    expect(signedIn).toMatchObject({ id: teacher.id, role: "teacher" });
    expect(await sessions(teacher.id)).toBe(1);
    await expect(schoolAuthorize(ticketOf(res.location))).rejects.toThrow(/expired or was already used/);
    expect(await sessions(teacher.id)).toBe(1);
    const entry = await prisma.auditLog.findFirst({ where: { action: "auth.sign_in", recordId: teacher.id } });
    expect(entry?.details).toMatchObject({ method: "school" });
  });

  it("signs a Grade 4 child in by the roster's sourcedId, from the school's shared link", async () => {
    const { org } = await school();
    const kid = await childAt(org.id, "Grade 4");
    const res = await signInWith({ organization: org.id }, kid.login);
    expect(await schoolAuthorize(ticketOf(res.location))).toMatchObject({ id: kid.user.id, role: "student" });
  });

  it("refuses a child below Grade 3: the login card stays theirs", async () => {
    const { org } = await school();
    const kid = await childAt(org.id, "Grade 2");
    const res = await signInWith({ organization: org.id }, kid.login);
    const r = refusal(res.location);
    expect(r.reason).toBe("young");
    expect(refusalMessage("young", "", "")).toMatch(/^Sign in with your login card\./);
    expect(await sessions(kid.user.id)).toBe(0);
  });

  it("refuses an unknown person, even one whose e-mail has an account at another school, and creates nobody", async () => {
    const { org } = await school();
    const elsewhere = await school("Other School");
    const outsider = await teacherAt(elsewhere.org.id, "stranger@lincoln.test");
    const users = await prisma.user.count();
    const res = await signInWith({ organization: org.id }, "stranger@lincoln.test");
    const r = refusal(res.location);
    expect(r).toEqual({ reason: "unknown", email: "stranger@lincoln.test", school: org.id });
    expect(refusalMessage("unknown", org.name, r.email!)).toBe(
      "You signed in with your school, but no Sprout account at Lincoln Elementary matches stranger@lincoln.test. Ask your school's Sprout administrator.",
    );
    expect(await prisma.user.count()).toBe(users);
    expect(await sessions(outsider.id)).toBe(0);
    const failed = await prisma.auditLog.findFirst({ where: { action: "auth.sign_in_failed" } });
    expect(failed?.details).toMatchObject({ method: "school", username: "stranger@lincoln.test" });
  });

  it("refuses an e-mail the provider has not verified", async () => {
    const { org } = await school();
    const teacher = await teacherAt(org.id);
    idp.addAccount({ id: teacher.id, email: teacher.email!, emailVerified: false });
    const res = await signInWith({ organization: org.id }, teacher.email!);
    expect(refusal(res.location).reason).toBe("unknown");
    expect(await sessions(teacher.id)).toBe(0);
  });

  it("still signs in with an ID token re-signed unchanged (so each refusal below is the changed claim's)", async () => {
    const { org } = await school();
    const teacher = await teacherAt(org.id);
    idp.tamper((c) => c);
    const res = await signInWith({ organization: org.id }, teacher.email!);
    expect(await schoolAuthorize(ticketOf(res.location))).toMatchObject({ id: teacher.id });
  });

  const forged: [string, (c: Record<string, unknown>) => Record<string, unknown>][] = [
    ["an ID token for another client (wrong audience)", (c) => ({ ...c, aud: "someone-else" })],
    [
      "an expired ID token",
      (c) => ({ ...c, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ["another sign-in's nonce (a replayed ID token)", (c) => ({ ...c, nonce: "nonce-of-an-earlier-sign-in" })],
    ["another issuer", (c) => ({ ...c, iss: "https://evil.example" })],
  ];
  for (const [what, change] of forged) {
    it(`refuses ${what}, signed with the provider's own key`, async () => {
      const { org } = await school();
      const teacher = await teacherAt(org.id);
      idp.tamper(change);
      const res = await signInWith({ organization: org.id }, teacher.email!);
      expect(refusal(res.location).reason).toBe("failed");
      expect(refusalMessage("failed", org.name, "")).toContain("Lincoln Elementary's sign-in did not complete");
      expect(await sessions(teacher.id)).toBe(0);
    });
  }

  it("takes the provider's answer once: a replayed answer (same state) is refused", async () => {
    const { org } = await school();
    const teacher = await teacherAt(org.id);
    const first = await signInWith({ organization: org.id }, teacher.email!);
    expect(first.location).toMatch(/^\/login\/school\/finish#/);
    const again = await call(callbackGET, { path: "/api/auth/school/callback/", query: first.answer });
    expect(refusal(again.headers.get("location")!).reason).toBe("expired");
    expect(await prisma.oidcLogin.count({ where: { state: first.answer.state } })).toBe(0);
  });

  it("says so when no school signs in with the e-mail's domain, or the school has no sign-in", async () => {
    const none = await call(startGET, { query: { email: "pat@nowhere.test" } });
    expect(none.status).toBe(303);
    expect(refusal(none.headers.get("location")!).reason).toBe("no-school");
    const bare = await prisma.organization.create({
      data: { name: "Bare", inviteCode: `B-${randomUUID().slice(0, 8)}` },
    });
    const off = await call(startGET, { query: { organization: bare.id } });
    expect(refusal(off.headers.get("location")!).reason).toBe("not-configured");
    expect(await prisma.oidcLogin.count()).toBe(0);
  });
});

describe("GET/PUT/DELETE /api/organization/{id}/sign-in", () => {
  it("keeps the client secret sealed and write-only, checks the provider, and removes the settings", async () => {
    const org = await prisma.organization.create({
      data: { name: "Maple", inviteCode: `M-${randomUUID().slice(0, 8)}` },
    });
    const { token } = await organizerOf(org.id);
    const empty = await call(configGET, { token, params: { id: org.id } });
    expect(empty.body).toMatchObject({ configured: false, hasSecret: false, redirectUri: CALLBACK });
    const body = {
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      domains: ["maple.test"],
    };
    const saved = await call(configPUT, { token, params: { id: org.id }, body });
    expect(saved.body).toMatchObject({ configured: true, hasSecret: true, enabled: true, domains: ["maple.test"] });
    expect(saved.body.signInUrl).toBe(`http://sprout.test/login/school/${org.id}`);
    const read = await call(configGET, { token, params: { id: org.id } });
    expect(JSON.stringify([saved.body, read.body])).not.toContain(idp.clientSecret);
    const row = await prisma.organizationSignIn.findUniqueOrThrow({ where: { organizationId: org.id } });
    expect(row.clientSecret).not.toContain(idp.clientSecret);
    // Without a secret the stored one is kept.
    const relabel = await call(configPUT, {
      token,
      params: { id: org.id },
      body: { ...body, clientSecret: undefined, label: "Sign in with Maple" },
    });
    expect(relabel.body).toMatchObject({ hasSecret: true, label: "Sign in with Maple" });

    const down = await call(configPUT, {
      token,
      params: { id: org.id },
      body: { ...body, issuer: "http://127.0.0.1:9/" },
    });
    expect(down.status).toBe(400);
    expect(down.body.detail).toContain("Sprout could not read the sign-in settings of http://127.0.0.1:9/");
    const plain = await call(configPUT, {
      token,
      params: { id: org.id },
      body: { ...body, issuer: "http://idp.example.org" },
    });
    expect(plain.status).toBe(400);
    expect(plain.body.details.issuer[0]).toMatch(/must be an https:\/\/ address/);
    expect((await prisma.organizationSignIn.findUniqueOrThrow({ where: { organizationId: org.id } })).issuer).toBe(
      idp.issuer,
    );

    const gone = await call(configDELETE, { token, params: { id: org.id } });
    expect(gone.body).toMatchObject({ configured: false, hasSecret: false });
    expect(await prisma.organizationSignIn.count()).toBe(0);
  });

  it("answers a teacher of the school 403 and another school's organizer 404", async () => {
    const org = await prisma.organization.create({
      data: { name: "Birch", inviteCode: `BI-${randomUUID().slice(0, 8)}` },
    });
    const other = await prisma.organization.create({
      data: { name: "Oak", inviteCode: `O-${randomUUID().slice(0, 8)}` },
    });
    const teacher = await teacherOf(org.id);
    const stranger = await organizerOf(other.id);
    expect((await call(configGET, { token: teacher.token, params: { id: org.id } })).status).toBe(403);
    expect((await call(configGET, { token: stranger.token, params: { id: org.id } })).status).toBe(404);
    expect((await call(configGET, { params: { id: org.id } })).status).toBe(401);
  });
});
