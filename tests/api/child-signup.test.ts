// Issue 40, "every child plays": a child under 13 signs up with a parent's e-mail (not an own one), is told the
// username before and after, and after the parent's yes signs in by that username or the parent's printed card,
// never by the parent's address. A 13-year-old keeps the own-address flow.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as registerPOST } from "@/app/api/auth/registration/route";
import { POST as checkPOST } from "@/app/api/auth/registration/check/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { POST as confirmEmailPOST } from "@/app/api/auth/confirm-email/route";
import { POST as consentPOST } from "@/app/api/parent/consent/route";
import { GET as cardGET } from "@/app/api/parent/child/[id]/login-card/route";
import { authOptions } from "@/lib/accounts/next-auth";
import { CONSENT_ASKED, REGISTERED } from "@/lib/accounts/register";
import { INVALID_CREDENTIALS } from "@/lib/accounts/login";
import { CONSENT_PENDING } from "@/lib/parents/consent";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn, createUser } from "../support/factories";
import { cardCodes } from "../support/card-codes";
import { lastMailTo, mailbox } from "../support/mailbox";

const PASSWORD = "Blue-Kite-Morning-7";
const PARENT = "gale.parent@family.test";
const year = new Date().getUTCFullYear();
const child = { role: "student", firstname: "Robin", dob: `${year - 8}-03-04`, parentEmail: PARENT };
const signUp = (over: Record<string, unknown> = {}) =>
  call(registerPOST, {
    body: { ...child, password1: PASSWORD, password2: PASSWORD, terms: true, grade: "Grade 3", ...over },
  });
const login = (identifier: string, password = PASSWORD) =>
  call(loginPOST, {
    body: identifier.includes("@") ? { email: identifier, password } : { username: identifier, password },
  });
const consentKey = () => lastMailTo(PARENT)?.text.match(/\/parents\/consent\/(\S+)/)?.[1];

/** The camera reading the parent's printed card: the QR code's token, given to the card sign-in. */
async function signInByCard(parentToken: string, childId: string) {
  const url = new URL(`http://sprout.test/api/parent/child/${childId}/login-card`);
  const res = await cardGET(new NextRequest(url, { headers: { authorization: `Bearer ${parentToken}` } }), {
    params: Promise.resolve({ id: childId }),
  });
  expect(res.status).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "child-card-")), "card.pdf");
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  const [code] = cardCodes(file);
  const provider = authOptions.providers.find(
    (p) => (p as unknown as { options?: { id?: string } }).options?.id === "login-card",
  ) as unknown as {
    options: { authorize: (c: Record<string, string>, r: unknown) => Promise<{ id: string; role: string } | null> };
  };
  const signedIn = await provider.options.authorize({ token: code.split("/").pop()! }, { headers: {} });
  return { text, signedIn };
}

describe("a child under 13 signing up with a parent's e-mail", () => {
  it("is shown a username, waits for the parent, then signs in by it or by the card, never by the parent's address", async () => {
    // The wizard's first step: no own address, the parent's instead; the answer names the username to come.
    const first = await call(checkPOST, { body: { step: "account", ...child } });
    expect(first.status).toBe(200);
    expect(first.body.username).toMatch(/^robin\d{3}$/);
    const username: string = first.body.username;
    const second = await call(checkPOST, {
      body: { step: "password", ...child, username, password1: PASSWORD, password2: PASSWORD },
    });
    expect(second.body).toEqual({ detail: "OK", username });

    const made = await signUp({ username });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ detail: CONSENT_ASKED, username });
    const kid = await prisma.user.findUniqueOrThrow({ where: { username }, include: { parentConsents: true } });
    // The parent's address is the consent contact, not the child's login.
    expect(kid).toMatchObject({ email: null, isActive: false, isStudent: true });
    expect(kid.parentConsents.map((c) => c.parentEmail)).toEqual([PARENT]);
    expect(await prisma.user.count({ where: { email: PARENT } })).toBe(0);

    // The consent mail reaches the parent over SMTP and says how the child signs in.
    const mail = lastMailTo(PARENT)!;
    expect(mail.text).toContain(`Username: ${username}`);
    expect(mail.text).toContain("Your e-mail address signs in only your own parent account");
    expect(mailbox().filter((m) => m.to.includes(PARENT))).toHaveLength(1);

    const waiting = await login(username);
    expect(waiting.status).toBe(400);
    expect(waiting.body.detail).toBe(CONSENT_PENDING);
    expect((await login(PARENT)).body.detail).toBe(INVALID_CREDENTIALS);

    const parent = await createSignedIn({ role: "parent", email: PARENT });
    expect((await call(consentPOST, { token: parent.token, body: { key: consentKey() } })).status).toBe(200);

    const playing = await login(username);
    expect(playing.status).toBe(200);
    expect(playing.body.user).toMatchObject({ id: kid.id, username });
    // The parent's address with the child's password: the usual refusal, no session for anyone.
    const sessions = await prisma.authSession.count();
    const asParent = await login(PARENT);
    expect(asParent.status).toBe(400);
    expect(asParent.body.detail).toBe(INVALID_CREDENTIALS);
    expect(asParent.body.access_token).toBeUndefined();
    expect(await prisma.authSession.count()).toBe(sessions);

    // The parent's printed card names the username and its QR code signs the child in.
    const card = await signInByCard(parent.token, kid.id);
    expect(card.text).toContain(username);
    expect(card.signedIn).toMatchObject({ id: kid.id, role: "student" });
  });

  it("keeps the username a child picked, and an own e-mail given too signs in once confirmed after the yes", async () => {
    const picked = await call(checkPOST, { body: { step: "account", ...child, username: "Robin.Rocket" } });
    expect(picked.body.username).toBe("robin.rocket");
    const made = await signUp({ username: "robin.rocket", email: "robin.own@family.test" });
    expect(made.body).toEqual({ detail: CONSENT_ASKED, username: "robin.rocket" });
    expect(lastMailTo(PARENT)!.text).toContain(
      "They may also use their own e-mail address once they have confirmed it.",
    );

    const parent = await createSignedIn({ role: "parent", email: PARENT });
    expect((await call(consentPOST, { token: parent.token, body: { key: consentKey() } })).status).toBe(200);
    const key = lastMailTo("robin.own@family.test")!.text.match(/\/verify-email\/(\S+)/)![1];
    expect((await call(confirmEmailPOST, { body: { key: decodeURIComponent(key) } })).status).toBe(200);
    const byEmail = await login("robin.own@family.test");
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.user.username).toBe("robin.rocket");
    expect((await login("robin.rocket")).status).toBe(200);
  });

  it("asks a parent's address under 13 at the first step, an own one from 13, and names no taken username", async () => {
    const noParent = await call(checkPOST, { body: { step: "account", ...child, parentEmail: undefined } });
    expect(noParent.status).toBe(400);
    expect(noParent.body.details.parentEmail).toEqual(["Children under 13 need a parent's e-mail address to sign up."]);
    const teen = { role: "student", firstname: "Kai", dob: `${year - 14}-01-01` };
    const teenNoEmail = await call(checkPOST, { body: { step: "account", ...teen } });
    expect(teenNoEmail.body.details.email).toEqual(["This field is required."]);
    expect((await call(checkPOST, { body: { step: "account", ...teen, email: "kai@family.test" } })).body).toEqual({
      detail: "OK",
    });
    // A suggestion always carries a random suffix, so a taken name is never told apart from a free one.
    await createUser({ role: "student", username: "robin" });
    const suggested = await call(checkPOST, { body: { step: "account", ...child } });
    expect(suggested.body.username).toMatch(/^robin\d{3}$/);
    expect(await prisma.user.count()).toBe(1);
  });

  it("a child of 13 keeps today's flow: an own e-mail to confirm, no parent, no username on the page", async () => {
    const made = await signUp({
      firstname: "Kai",
      dob: `${year - 13}-01-01`,
      parentEmail: undefined,
      email: "kai@family.test",
    });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ detail: REGISTERED });
    expect(lastMailTo("kai@family.test")!.text).toContain("/verify-email/");
    expect(await prisma.user.findUniqueOrThrow({ where: { email: "kai@family.test" } })).toMatchObject({
      isActive: true,
      emailVerifiedAt: null,
    });
    expect(await prisma.parentConsent.count()).toBe(0);
  });
});
