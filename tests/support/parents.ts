// Helpers for the parent API tests: a signed-in parent with a child made through POST /parent/child/, the
// child's own sign-in, and a teacher's student linked to a parent by family code.
import { POST as childPOST } from "@/app/api/parent/child/route";
import { POST as linkPOST } from "@/app/api/parent/child/link/route";
import { POST as familyPOST } from "@/app/api/academics/class/[classId]/student/[studentId]/family/route";
import { login } from "@/lib/accounts/login";
import { call } from "./http";
import { createSignedIn } from "./factories";
import { addStudent, teacherWithClass } from "../fixtures/csv/classroom";

export const CHILD_PASSWORD = "Blue-Kite-Morning-7";

let n = 0;
export function childInput(over: Record<string, unknown> = {}) {
  n++;
  return {
    fullname: `Kid Number${n}`,
    username: `kid.${n}.${Date.now() % 100000}`,
    password: CHILD_PASSWORD,
    confirmPassword: CHILD_PASSWORD,
    dob: "2017-04-09",
    ...over,
  };
}

export async function parentWithChild(over: Record<string, unknown> = {}) {
  const parent = await createSignedIn({ role: "parent" });
  const res = await call(childPOST, { token: parent.token, body: childInput(over) });
  if (res.status !== 201) throw new Error(`child not created: ${JSON.stringify(res.body)}`);
  return { ...parent, child: res.body as { id: string; username: string; fullName: string; [k: string]: any } };
}

export async function childToken(username: string, password = CHILD_PASSWORD) {
  return (await login({ identifier: username, password, ip: "10.2.2.2" })).access_token;
}

/** A teacher's student, and a parent linked to it with the family code the teacher made. */
export async function teacherStudentWithParent() {
  const t = await teacherWithClass();
  const s = await addStudent(t.token, t.classId);
  const code = await call(familyPOST, { token: t.token, params: { classId: t.classId, studentId: s.id } });
  if (code.status !== 201) throw new Error(`no family code: ${JSON.stringify(code.body)}`);
  const parent = await createSignedIn({ role: "parent" });
  const linked = await call(linkPOST, { token: parent.token, body: { code: code.body.code } });
  if (linked.status !== 200) throw new Error(`not linked: ${JSON.stringify(linked.body)}`);
  return { teacher: t, student: s, parent, childId: linked.body.id as string };
}
