// Changing one's own e-mail address (issue 28, docs/decisions/201): the new address confirms before it replaces
// the old one, the old one is told, the answer never says whether the new address has an account.
import { describe, expect, it } from "vitest";
import { GET as pendingGET, POST as changePOST } from "@/app/api/auth/user/email/route";
import { POST as confirmPOST } from "@/app/api/auth/confirm-email/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { lastMailTo, linkIn } from "../support/mailbox";
import { createSignedIn, createUser, PASSWORD } from "../support/factories";

const keyOf = (link: string | undefined) => decodeURIComponent(link!.split("/").pop()!);

describe("POST /api/auth/user/email", () => {
  it("mails a link to the new address, tells the old one, and moves the account only when the link is opened", async () => {
    const t = await createSignedIn({ role: "teacher" });
    const oldEmail = t.user.email!;
    const res = await call(changePOST, {
      token: t.token,
      body: { email: "Moved.Teacher@School.test", password: PASSWORD },
    });
    expect(res.status).toBe(202);
    expect(res.body.detail).toBe(
      `We sent a link to moved.teacher@school.test. Your address stays ${oldEmail} until you open it.`,
    );
    expect(lastMailTo(oldEmail)?.text).toContain("asked to change its email address to moved.teacher@school.test");
    const link = linkIn(lastMailTo("moved.teacher@school.test"));
    expect(link).toMatch(/\/verify-email\/[\w-]+$/);

    // Until then nothing moved: the old address signs in, the profile says what waits.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: t.user.id } })).email).toBe(oldEmail);
    expect((await call(pendingGET, { token: t.token })).body).toEqual({ pendingEmail: "moved.teacher@school.test" });

    expect((await call(confirmPOST, { body: { key: keyOf(link) } })).status).toBe(200);
    const moved = await prisma.user.findUniqueOrThrow({ where: { id: t.user.id } });
    expect(moved.email).toBe("moved.teacher@school.test");
    expect(moved.emailVerifiedAt).not.toBeNull();
    expect((await call(pendingGET, { token: t.token })).body).toEqual({ pendingEmail: null });
    const login = await call(loginPOST, { body: { username: "moved.teacher@school.test", password: PASSWORD } });
    expect(login.status).toBe(200);
    const old = await call(loginPOST, { body: { username: oldEmail, password: PASSWORD } });
    expect(old.status).toBe(400);
    // The link works once.
    expect((await call(confirmPOST, { body: { key: keyOf(link) } })).status).toBe(404);
  });

  it("answers the same for an address that has an account, mails that address instead, and changes nothing", async () => {
    const t = await createSignedIn({ role: "parent" });
    const other = await createUser({ role: "teacher", email: "taken.address@school.test" });
    const res = await call(changePOST, { token: t.token, body: { email: other.email, password: PASSWORD } });
    expect(res.status).toBe(202);
    expect(res.body.pendingEmail).toBe("taken.address@school.test");
    expect(lastMailTo("taken.address@school.test")?.text).toContain("which already has an account");
    expect(linkIn(lastMailTo("taken.address@school.test"))).toBeUndefined();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: t.user.id } })).email).toBe(t.user.email);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: other.id } })).email).toBe("taken.address@school.test");
  });

  it("the pending address reads the same for a taken and a free address (issue 41)", async () => {
    await createUser({ role: "teacher", email: "someone.has.it@school.test" });
    const asks = async (email: string) => {
      const t = await createSignedIn({ role: "teacher" });
      const res = await call(changePOST, { token: t.token, body: { email, password: PASSWORD } });
      const pending = await call(pendingGET, { token: t.token });
      return { status: [res.status, pending.status], res: res.body, pending: pending.body, email: t.user.email! };
    };
    const taken = await asks("someone.has.it@school.test");
    const free = await asks("nobody.has.it@school.test");
    expect(taken.pending).toEqual({ pendingEmail: "someone.has.it@school.test" });
    expect(free.pending).toEqual({ pendingEmail: "nobody.has.it@school.test" });
    expect(taken.status).toEqual(free.status);
    const blind = (a: typeof taken) =>
      JSON.stringify(a.res)
        .replaceAll(a.email, "OLD")
        .replace(/(someone|nobody)\.has\.it/g, "NEW");
    expect(blind(taken)).toBe(blind(free));
  });

  it("a newer request replaces an older one: the first link no longer works", async () => {
    const t = await createSignedIn({ role: "organizer" });
    await call(changePOST, { token: t.token, body: { email: "first.try@school.test", password: PASSWORD } });
    const first = linkIn(lastMailTo("first.try@school.test"));
    await call(changePOST, { token: t.token, body: { email: "second.try@school.test", password: PASSWORD } });
    const refused = await call(confirmPOST, { body: { key: keyOf(first) } });
    expect(refused.status).toBe(404);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: t.user.id } })).email).toBe(t.user.email);
    expect((await call(pendingGET, { token: t.token })).body).toEqual({ pendingEmail: "second.try@school.test" });
  });

  it("refuses a wrong password, the same address, an invalid one; children ask an adult; anonymous is 401", async () => {
    const t = await createSignedIn({ role: "teacher" });
    const wrong = await call(changePOST, {
      token: t.token,
      body: { email: "x.y@school.test", password: "not-it-123" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.password).toEqual(["Your current password is not correct."]);
    const same = await call(changePOST, { token: t.token, body: { email: t.user.email, password: PASSWORD } });
    expect(same.body.details.email).toEqual(["This is already your email address."]);
    const invalid = await call(changePOST, { token: t.token, body: { email: "not an address", password: PASSWORD } });
    expect(invalid.body.details.email).toEqual(["Enter a valid email address."]);
    expect(lastMailTo("x.y@school.test")).toBeUndefined();

    const child = await createSignedIn({ role: "student" });
    const refused = await call(changePOST, {
      token: child.token,
      body: { email: "kid@school.test", password: PASSWORD },
    });
    expect(refused.status).toBe(403);
    expect((await call(changePOST, { body: { email: "a@b.test", password: PASSWORD } })).status).toBe(401);
    expect((await call(pendingGET, {})).status).toBe(401);
  });
});
