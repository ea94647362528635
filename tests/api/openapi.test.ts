import { describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { API_ROUTES } from "@/app/api/document";
import { buildOpenApi, listOperations, openApiPath } from "@/lib/api/openapi";
import { listRouteFiles } from "../support/route-files";
import Ajv2020 from "ajv/dist/2020";
import { GET as openapiGET } from "@/app/api/openapi.json/route";
import { GET as userGET } from "@/app/api/auth/user/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { GET as classesGET } from "@/app/api/academics/class/route";
import { GET as classGET } from "@/app/api/academics/class/[classId]/route";
import { GET as rosterGET } from "@/app/api/academics/class/[classId]/student/route";
import { GET as studentGET } from "@/app/api/academics/class/[classId]/student/[studentId]/route";
import { GET as studentProgressGET } from "@/app/api/academics/class/[classId]/student/[studentId]/progress/route";
import { GET as myProgressGET } from "@/app/api/users/student/progress/route";
import { POST as heartbeatPOST } from "@/app/api/users/student/heartbeat/route";
import { GET as childrenGET } from "@/app/api/parent/child/route";
import { GET as childGET } from "@/app/api/parent/child/[id]/route";
import { GET as loginCardGET } from "@/app/api/parent/child/[id]/login-card/route";
import { GET as organizationsGET } from "@/app/api/organization/route";
import { GET as membersGET } from "@/app/api/organization/[id]/users/route";
import { GET as teacherChatGET } from "@/app/api/chat/teacher/route";
import { GET as conversationGET } from "@/app/api/chat/teacher/message/[id]/route";
import { POST as parentSendPOST } from "@/app/api/chat/parent/message/[id]/route";
import { POST as unitsPOST } from "@/app/api/academics/curriculums/units/route";
import { GET as unitsGET } from "@/app/api/academics/curriculums/units/route";
import { POST as lessonsPOST } from "@/app/api/academics/curriculums/units/[unitId]/lessons/route";
import { GET as plansGET } from "@/app/api/payment/parent/plans/route";
import { GET as historyGET } from "@/app/api/payment/parent/history/route";
import { GET as activeGET } from "@/app/api/payment/parent/active/route";
import { GET as schedulesGET } from "@/app/api/academics/calendar/schedules/route";
import { GET as wordGET } from "@/app/api/v2/entries/en/[word]/route";
import { call } from "../support/http";
import { PASSWORD } from "../support/factories";
import { chatWorld } from "../support/chat";
import { attempt, signInStudent, solutionOf } from "../support/activity";
import { unitInput } from "../support/curriculum-factories";

const document = buildOpenApi(API_ROUTES);

describe("the OpenAPI document", () => {
  it("lists every route file under app/api with each method it exports", () => {
    const missing = listRouteFiles().flatMap((r) =>
      r.methods
        .filter((m) => !document.paths[openApiPath(r.pattern)]?.[m.toLowerCase()])
        .map((m) => `${m} ${r.pattern} (run node scripts/api-index.mjs)`),
    );
    expect(missing).toEqual([]);
  });

  it("declares a success answer for every operation", () => {
    const undeclared = listOperations(API_ROUTES)
      .filter((op) => (op.spec ? op.spec.response === undefined : !op.unwrapped))
      .map((op) => `${op.method} ${op.pattern}`);
    expect(undeclared).toEqual([]);
  });

  it("is valid OpenAPI 3.1 for a real validator", async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

// The contract: real answers of a sample of routes (one or more per domain), from a real world of records,
// validated by ajv against the schema the document gives for that path, method and status (decision 238).

type Answer = Awaited<ReturnType<typeof call>>;

function documented(method: string, pattern: string, status: number, contentType = "application/json") {
  const op = document.paths[openApiPath(pattern)]?.[method.toLowerCase()] as
    { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> } | undefined;
  return op?.responses[String(status)]?.content?.[contentType];
}

const ajv = new Ajv2020({ strict: false, allErrors: true });

/** ajv's complaints about `answer` against the documented body of METHOD pattern at its status; [] when it fits. */
function mismatches(method: string, pattern: string, answer: Answer): string[] {
  const media = documented(method, pattern, answer.status);
  if (!media?.schema) return [`${method} ${pattern}: no documented JSON body for status ${answer.status}`];
  const validate = ajv.compile({ ...(media.schema as object), components: { schemas: document.components.schemas } });
  if (validate(answer.body)) return [];
  return (validate.errors ?? []).map(
    (e) => `${method} ${pattern} ${answer.status}: ${e.instancePath || "/"} ${e.message}`,
  );
}

describe("real answers match the document", () => {
  it("for a sample of routes of every domain, with a real world of records", async () => {
    const w = await chatWorld();
    const classId = w.teacher.classId;
    const studentToken = await signInStudent(w.student.id);
    const puzzleId = "first-steps";
    const unit = await call(unitsPOST, { token: w.teacher.token, body: [unitInput(classId)] });
    const unitId = (unit.body as { id: string }[])[0]!.id;
    const sent = await call(parentSendPOST, {
      token: w.parent.token,
      params: { id: w.conversationId },
      body: { text: "Hello from home" },
    });
    const samples: [method: string, pattern: string, answer: () => Promise<Answer>][] = [
      ["GET", "/api/openapi.json", () => call(openapiGET)],
      ["GET", "/api/auth/user", () => call(userGET, { token: w.teacher.token })],
      [
        "POST",
        "/api/auth/login",
        () => call(loginPOST, { body: { username: w.parent.user.username, password: PASSWORD } }),
      ],
      ["GET", "/api/academics/class", () => call(classesGET, { token: w.teacher.token })],
      ["GET", "/api/academics/class/[classId]", () => call(classGET, { token: w.teacher.token, params: { classId } })],
      [
        "GET",
        "/api/academics/class/[classId]/student",
        () => call(rosterGET, { token: w.teacher.token, params: { classId } }),
      ],
      [
        "GET",
        "/api/academics/class/[classId]/student/[studentId]",
        () => call(studentGET, { token: w.teacher.token, params: { classId, studentId: w.student.id } }),
      ],
      ["POST", "/api/users/student/puzzle-attempts", () => attempt(studentToken, puzzleId, solutionOf(puzzleId))],
      [
        "GET",
        "/api/academics/class/[classId]/student/[studentId]/progress",
        () => call(studentProgressGET, { token: w.teacher.token, params: { classId, studentId: w.student.id } }),
      ],
      ["GET", "/api/users/student/progress", () => call(myProgressGET, { token: studentToken })],
      ["POST", "/api/users/student/heartbeat", () => call(heartbeatPOST, { token: studentToken, body: {} })],
      ["GET", "/api/parent/child", () => call(childrenGET, { token: w.parent.token })],
      ["GET", "/api/parent/child/[id]", () => call(childGET, { token: w.parent.token, params: { id: w.childId } })],
      ["GET", "/api/organization", () => call(organizationsGET, { token: w.organizer.token })],
      [
        "GET",
        "/api/organization/[id]/users",
        () => call(membersGET, { token: w.organizer.token, params: { id: w.org.id } }),
      ],
      ["GET", "/api/chat/teacher", () => call(teacherChatGET, { token: w.teacher.token })],
      [
        "GET",
        "/api/chat/teacher/message/[id]",
        () => call(conversationGET, { token: w.teacher.token, params: { id: w.conversationId } }),
      ],
      ["POST", "/api/chat/parent/message/[id]", async () => sent],
      ["POST", "/api/academics/curriculums/units", async () => unit],
      [
        "GET",
        "/api/academics/curriculums/units",
        () => call(unitsGET, { token: w.teacher.token, query: { class_model: classId } }),
      ],
      [
        "POST",
        "/api/academics/curriculums/units/[unitId]/lessons",
        () => call(lessonsPOST, { token: w.teacher.token, params: { unitId }, body: { text: "Loops with a robot" } }),
      ],
      ["GET", "/api/payment/parent/plans", () => call(plansGET, { token: w.parent.token })],
      ["GET", "/api/payment/parent/history", () => call(historyGET, { token: w.parent.token })],
      ["GET", "/api/payment/parent/active", () => call(activeGET, { token: w.parent.token })],
      ["GET", "/api/academics/calendar/schedules", () => call(schedulesGET, { token: w.teacher.token })],
      ["GET", "/api/v2/entries/en/[word]", () => call(wordGET, { params: { word: "loop" } })],
      ["GET", "/api/v2/entries/en/[word]", () => call(wordGET, { params: { word: "qqqzzzx" } })],
    ];
    const problems: string[] = [];
    const statuses: string[] = [];
    for (const [method, pattern, answer] of samples) {
      const res = await answer();
      statuses.push(`${method} ${pattern} ${res.status}`);
      problems.push(...mismatches(method, pattern, res));
    }
    expect(problems).toEqual([]);
    // The check bites: a class answer without its name, or with a field the document does not name, is refused.
    const klass = await call(classGET, { token: w.teacher.token, params: { classId } });
    const { className: _dropped, ...nameless } = klass.body as Record<string, unknown>;
    expect(mismatches("GET", "/api/academics/class/[classId]", { ...klass, body: nameless })).not.toEqual([]);
    const extra = { ...klass, body: { ...klass.body, password: "x" } };
    expect(mismatches("GET", "/api/academics/class/[classId]", extra)).not.toEqual([]);
    // Every sample answered with a success status (or the dictionary's documented 404), so the bodies checked are real.
    expect(statuses.filter((s) => !/ 20[01]$/.test(s))).toEqual(["GET /api/v2/entries/en/[word] 404"]);
  }, 120_000);

  it("a file answer is sent with a content type the document names", async () => {
    const w = await chatWorld();
    const res = await call(loginCardGET, { token: w.parent.token, params: { id: w.childId } });
    expect(res.status).toBe(200);
    const type = res.headers.get("content-type")!.split(";")[0]!;
    expect(documented("GET", "/api/parent/child/[id]/login-card", 200, type)).toBeDefined();
  });

  it("an error answer is the documented problem+json", async () => {
    const res = await call(classGET, { params: { classId: "not-a-uuid" } });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    const validate = ajv.compile({ ...document.components.schemas.Problem });
    expect(validate(res.body)).toBe(true);
    const op = document.paths[openApiPath("/api/academics/class/[classId]")]!.get as {
      responses: Record<string, unknown>;
    };
    expect(op.responses["401"]).toEqual({ $ref: "#/components/responses/Problem401" });
  });

  it("is served at /api/openapi.json, publicly, and the same with a trailing slash", async () => {
    const plain = await call(openapiGET, { path: "/api/openapi.json" });
    const slash = await call(openapiGET, { path: "/api/openapi.json/" });
    expect(plain.status).toBe(200);
    expect(plain.body.openapi).toBe("3.1.0");
    expect(slash.body).toEqual(plain.body);
    expect(plain.headers.get("cache-control")).toBe("public, max-age=300");
  });
});
