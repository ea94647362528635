import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/academics/curriculums/standards/route";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";

describe("GET /academics/curriculums/standards/", () => {
  it("returns the band of a grade with categories and tests", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    const res = await call(GET, { token, query: { set: "CSTA", grade: "4" } });
    expect(res.status).toBe(200);
    expect(res.body.bands.map((b: { band: string }) => b.band)).toEqual(["3-5"]);
    const ap = res.body.bands[0].categories.find((c: { categoryId: string }) => c.categoryId === "1B-AP");
    expect(ap.categoryTitle).toBe("Algorithms and Programming");
    expect(ap.tests[0]).toEqual({
      testId: "1B-AP-08",
      testTitle: "Compare and refine multiple algorithms for the same task",
    });
  });

  it("searches category title, test titles and category id case-insensitively", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    const ids = async (q: string, set = "CSTA", grade = "1") =>
      (await call(GET, { token, query: { set, grade, q } })).body.bands[0].categories.map(
        (c: { categoryId: string }) => c.categoryId,
      );
    expect(await ids("passwords")).toEqual(["1A-NI"]);
    expect(await ids("DATA AND")).toEqual(["1A-DA"]);
    expect(await ids("1a-ic")).toEqual(["1A-IC"]);
    expect(await ids("debug", "NY", "K")).toEqual(["K-1.CT"]);
    expect(await ids("loops", "MO", "7")).toEqual(["6-8.AP"]);
  });

  it("serves every set's bands: New York K-1…7-8, Kansas per grade", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    const ny = await call(GET, { token, query: { set: "NY" } });
    expect(ny.body.bands.map((b: { band: string }) => b.band)).toEqual(["K-1", "2-3", "4-6", "7-8"]);
    const ks = await call(GET, { token, query: { set: "Kansas", grade: "3" } });
    expect(ks.body.bands[0].categories[0].tests[0].testId).toBe("3.AP.A.01");
    const ctsa = await call(GET, { token, query: { set: "CTSA", grade: "K" } });
    expect(ctsa.body.set).toBe("CSTA");
  });

  it("refuses an unknown set or grade; 401 anonymous, 403 for a parent", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    expect((await call(GET, { token, query: { set: "Narnia" } })).body.detail).toMatch(/Unknown standard set/);
    expect((await call(GET, { token, query: { set: "CSTA", grade: "12" } })).status).toBe(400);
    expect((await call(GET, { token, query: {} })).body.detail).toBe("Please Select a standard");
    expect((await call(GET, { query: { set: "CSTA" } })).status).toBe(401);
    const parent = await createSignedIn({ role: "parent" });
    expect((await call(GET, { token: parent.token, query: { set: "CSTA" } })).status).toBe(403);
  });
});
