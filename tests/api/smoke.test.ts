import { describe, expect, it } from "vitest";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { call } from "../support/http";
import { createUser, PASSWORD } from "../support/factories";

describe("smoke", () => {
  it("signs in", async () => {
    const u = await createUser();
    const res = await call(loginPOST, { body: { username: u.username, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe(u.username);
  });
});
