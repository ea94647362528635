import { describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/users/accessibility/route";
import { call } from "../support/http";
import { createSignedIn, signIn } from "../support/factories";

describe("/api/users/accessibility/", () => {
  it("answers 401 without sign-in", async () => {
    expect((await call(GET)).status).toBe(401);
    expect((await call(PUT, { method: "PUT", body: { biggerText: 1 } })).status).toBe(401);
  });

  it("has no settings before the first save", async () => {
    const { token } = await createSignedIn({ role: "student" });
    const res = await call(GET, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ settings: null });
  });

  it("saves the levels and gives them back on another device's session", async () => {
    const { user, token } = await createSignedIn({ role: "student" });
    const put = await call(PUT, { method: "PUT", token, body: { biggerText: 3, dictionary: 1, screenReader: 2 } });
    expect(put.status).toBe(200);
    expect(put.body.settings).toMatchObject({ biggerText: 3, dictionary: 1, screenReader: 2, contrast: 0 });

    const other = await signIn(user);
    const res = await call(GET, { token: other.access_token });
    expect(res.body.settings).toMatchObject({ biggerText: 3, dictionary: 1, screenReader: 2, cursor: 0 });
  });

  it("replaces the previous settings, including turning everything off", async () => {
    const { token } = await createSignedIn({ role: "parent" });
    await call(PUT, { method: "PUT", token, body: { contrast: 2 } });
    await call(PUT, { method: "PUT", token, body: {} });
    expect((await call(GET, { token })).body.settings.contrast).toBe(0);
  });

  it("keeps each user's settings to themselves", async () => {
    const a = await createSignedIn({ role: "teacher" });
    const b = await createSignedIn({ role: "teacher" });
    await call(PUT, { method: "PUT", token: a.token, body: { hideImages: 1 } });
    expect((await call(GET, { token: b.token })).body.settings).toBeNull();
  });

  it("rejects levels out of range and unknown options with a message", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    const tooHigh = await call(PUT, { method: "PUT", token, body: { biggerText: 5 } });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.details.biggerText).toBeDefined();
    expect((await call(PUT, { method: "PUT", token, body: { rocketMode: 1 } })).status).toBe(400);
  });
});
