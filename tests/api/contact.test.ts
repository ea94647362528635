import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.CONTACT_EMAIL = "hello@sprout-school.test";
});

import { POST } from "@/app/api/contact/institution/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { lastMailTo, mailbox } from "../support/mailbox";

const CONTACT = "hello@sprout-school.test";

const inquiry = (over: Record<string, unknown> = {}) => ({
  name: "Ada Lovelace",
  email: "Ada@Maple-School.test",
  institution: "Maple Elementary",
  role: "Principal",
  phone: "+1 (555) 010-2000",
  students: 240,
  message: "We would like Sprout for our grades 3 to 5 next term.",
  website: "",
  ...over,
});

const send = (body: unknown, ip = "203.0.113.7") => call(POST, { body, headers: { "x-sprout-peer": ip } });

describe("POST /api/contact/institution/", () => {
  it("stores a valid inquiry without sign-in and mails it to the contact address", async () => {
    const res = await send(inquiry({ name: "Ada One" }));
    expect(res.status).toBe(201);
    expect(res.body.detail).toMatch(/Thank you/);

    const rows = await prisma.institutionInquiry.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ada One",
      email: "ada@maple-school.test",
      institution: "Maple Elementary",
      students: 240,
    });
    expect(rows[0].mailedAt).not.toBeNull();

    const mail = lastMailTo(CONTACT);
    expect(mail?.text).toContain("Maple Elementary");
    expect(mail?.text).toContain("Ada One");
    expect(mail?.raw).toMatch(/Reply-To: .*ada@maple-school\.test/i);
  });

  it("accepts the optional fields left out", async () => {
    const res = await send({
      name: "B",
      email: "b@school.test",
      institution: "Oak",
      message: "Please call us back soon.",
    });
    expect(res.status).toBe(201);
  });

  it("answers 400 with a message per field for an invalid inquiry", async () => {
    const res = await send(inquiry({ email: "not-an-email", name: "", message: "hi", students: -3 }));
    expect(res.status).toBe(400);
    expect(res.body.details.email).toEqual(["Enter a valid email address."]);
    expect(res.body.details.name).toEqual(["Your name is required."]);
    expect(res.body.details.message[0]).toMatch(/at least 10 characters/);
    expect(res.body.details.students).toBeDefined();
    expect(await prisma.institutionInquiry.count()).toBe(0);
  });

  it("quietly drops a submission whose honeypot field is filled in", async () => {
    const before = mailbox().length;
    const res = await send(inquiry({ website: "http://spam.example" }));
    expect(res.status).toBe(201);
    expect(await prisma.institutionInquiry.count()).toBe(0);
    expect(mailbox().length).toBe(before);
  });

  it("limits one address to 5 inquiries an hour with 429 and Retry-After, shared through the database", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T10:00:00Z"));
    for (let i = 0; i < 5; i++)
      expect((await send(inquiry({ email: `p${i}@hill.test` }), "198.51.100.9")).status).toBe(201);

    vi.setSystemTime(new Date("2026-03-02T10:20:00Z"));
    const blocked = await send(inquiry({ email: "p9@hill.test" }), "198.51.100.9");
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/wait/);
    expect(Number(blocked.headers.get("retry-after"))).toBe(40 * 60);

    // Another school is not affected.
    expect((await send(inquiry({ email: "q1@dale.test" }), "198.51.100.10")).status).toBe(201);

    // An hour after the first inquiry the address may send again.
    vi.setSystemTime(new Date("2026-03-02T11:00:01Z"));
    expect((await send(inquiry({ email: "p8@hill.test" }), "198.51.100.9")).status).toBe(201);
    expect(await prisma.institutionInquiry.count()).toBe(7);
  });

  it("limits one target email to 3 inquiries an hour, from any address", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await send(inquiry({ email: "victim@school.test" }), `198.51.100.${20 + i}`)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await prisma.institutionInquiry.count()).toBe(3);
  });
});
