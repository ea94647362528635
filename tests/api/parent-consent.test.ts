import { describe, expect, it } from "vitest";
import { POST as registerPOST } from "@/app/api/auth/registration/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { POST as consentPOST } from "@/app/api/parent/consent/route";
import { GET as childrenGET } from "@/app/api/parent/child/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { lastMailTo } from "../support/mailbox";

const PASSWORD = "Blue-Kite-Morning-7";
const kid = (over: Record<string, unknown> = {}) => ({
  role: "student",
  username: "young.coder",
  firstname: "Robin",
  password1: PASSWORD,
  password2: PASSWORD,
  terms: true,
  grade: "Grade 3",
  dob: `${new Date().getUTCFullYear() - 9}-03-04`,
  parentEmail: "robin.parent@family.test",
  ...over,
});
const keyOf = (address: string) => lastMailTo(address)?.text.match(/\/parents\/consent\/(\S+)/)?.[1];

describe("a child under 13 signing up alone", () => {
  it("stays inactive until the parent it named confirms while signed in with that e-mail", async () => {
    const res = await call(registerPOST, { body: kid() });
    expect(res.status).toBe(201);
    expect(res.body.detail).toBe("We sent your parent an e-mail. You can sign in once they say yes.");
    const child = await prisma.user.findUniqueOrThrow({ where: { username: "young.coder" } });
    expect(child).toMatchObject({ isActive: false, email: null, isStudent: true });
    expect((await call(loginPOST, { body: { username: "young.coder", password: PASSWORD } })).status).toBe(400);
    const key = keyOf("robin.parent@family.test");
    expect(key).toBeTruthy();

    const stranger = await createSignedIn({ role: "parent" });
    const wrong = await call(consentPOST, { token: stranger.token, body: { key } });
    expect(wrong.status).toBe(403);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: child.id } })).isActive).toBe(false);

    const parent = await createSignedIn({ role: "parent", email: "robin.parent@family.test" });
    const ok = await call(consentPOST, { token: parent.token, body: { key } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: child.id, username: "young.coder", classroom: null });
    expect((await call(childrenGET, { token: parent.token })).body.map((c: { id: string }) => c.id)).toEqual([
      child.id,
    ]);
    expect((await call(loginPOST, { body: { username: "young.coder", password: PASSWORD } })).status).toBe(200);
    // Used once: the tab that confirms again gets 404 (SPEC §2: it closes itself).
    expect((await call(consentPOST, { token: parent.token, body: { key } })).status).toBe(404);
  });

  it("needs a parent's e-mail under 13, an own e-mail from 13, and never the same address twice", async () => {
    const noParent = await call(registerPOST, { body: kid({ parentEmail: undefined }) });
    expect(noParent.status).toBe(400);
    expect(noParent.body.details.parentEmail).toEqual(["Children under 13 need a parent's e-mail address to sign up."]);
    const teen = await call(registerPOST, {
      body: kid({ dob: `${new Date().getUTCFullYear() - 14}-01-01`, parentEmail: undefined }),
    });
    expect(teen.body.details.email).toEqual(["This field is required."]);
    const same = await call(registerPOST, { body: kid({ email: "robin.parent@family.test" }) });
    expect(same.body.details.parentEmail).toEqual(["Enter your parent's e-mail address, not your own."]);
    expect(await prisma.user.count()).toBe(0);
  });

  it("the confirm endpoint is 401 anonymous, 403 for teacher and student, 404 for an unknown key", async () => {
    await call(registerPOST, { body: kid() });
    const key = keyOf("robin.parent@family.test");
    expect((await call(consentPOST, { body: { key } })).status).toBe(401);
    for (const role of ["teacher", "student"] as const) {
      const u = await createSignedIn({ role, email: `${role}@family.test` });
      expect((await call(consentPOST, { token: u.token, body: { key } })).status).toBe(403);
    }
    const parent = await createSignedIn({ role: "parent" });
    expect((await call(consentPOST, { token: parent.token, body: { key: "nope" } })).status).toBe(404);
    expect((await call(consentPOST, { token: parent.token, body: {} })).status).toBe(400);
    expect(await prisma.parentChild.count()).toBe(0);
  });
});
