import { describe, expect, it } from "vitest";
import { GET as childrenGET } from "@/app/api/parent/child/route";
import { GET as listGET } from "@/app/api/parent/parent-friend-list/route";
import { GET as chatGET } from "@/app/api/chat/parent/route";
import { DEMO_PASSWORD, seedDemo } from "@/lib/server/seed";
import { login } from "@/lib/accounts/login";
import { call } from "../support/http";

describe("demo seed: the parent's dashboard has real data", () => {
  it("Sam (in the demo class) and Riley (made at home) with progress, combined limits and a friendship", async () => {
    expect(await seedDemo()).toBe(true);
    const token = (await login({ identifier: "parent@demo.sprout.school", password: DEMO_PASSWORD, ip: "10.3.3.3" }))
      .access_token;
    const res = await call(childrenGET, { token });
    expect(res.status).toBe(200);
    const [riley, sam] = res.body;
    expect(sam).toMatchObject({
      username: "demo.student",
      classroom: { className: "Grade 3 Coders" },
      progress: { current: { title: "Loops" } },
      friend: [{ username: "demo.sibling" }],
    });
    expect(sam.skills.length).toBeGreaterThan(0);
    const eff = Object.fromEntries(
      sam.effectiveLimits.timeLimits.map(
        (d: { dayOfTheWeek: string; timeLimit: string; setBy: { role: string } | null }) => [
          d.dayOfTheWeek,
          [d.timeLimit, d.setBy?.role ?? null],
        ],
      ),
    );
    expect(eff).toMatchObject({
      Monday: ["01:30:00", "parent"],
      Saturday: ["02:00:00", "teacher"],
      Sunday: ["No Limit", null],
    });
    expect(riley).toMatchObject({
      username: "demo.sibling",
      classroom: null,
      progress: { current: { title: "Basics" } },
    });
    expect((await call(listGET, { token })).body.friends).toHaveLength(2);
    // Pat and Tom talk about Sam; Tom's last message waits unread.
    const chat = (await call(chatGET, { token })).body;
    expect(chat).toMatchObject({
      unread: 1,
      conversations: [{ child: { fullName: "Sam Student" }, owner: { firstName: "Tom" } }],
    });
    // Logging in as the seeded child works too (a child signs in at /login with a username).
    expect((await login({ identifier: "demo.sibling", password: DEMO_PASSWORD, ip: "10.3.3.3" })).user.is_student).toBe(
      true,
    );
  });
});
