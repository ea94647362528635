// The administrator's people file (issue 42): every rule of ./admin-csv.ts, each bad row named by its line.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gradeOfCell, readPeopleCsv } from "./admin-csv";

const HEADER = "role,firstName,lastName,email,username,grade,class";
const read = (...rows: string[]) => readPeopleCsv([HEADER, ...rows].join("\n"), "people.csv");
const where = (r: ReturnType<typeof read>) => r.problems.map((p) => `${p.row}.${p.column ?? ""}`);

describe("the administrator's people CSV", () => {
  it("reads the example file Sprout serves: 2 teachers, 2 classes, 8 students, with stable sourcedIds", () => {
    const text = readFileSync(path.join(process.cwd(), "public/examples/sprout-people.csv"), "utf8");
    const { roster, problems, notes } = readPeopleCsv(text, "sprout-people.csv");
    expect(problems).toEqual([]);
    expect(notes).toEqual([]);
    expect(roster.people.filter((p) => p.role === "teacher").map((p) => p.sourceId)).toEqual([
      "csv:teacher:helena.rivera@maplegrove.example",
      "csv:teacher:marcus.okafor@maplegrove.example",
    ]);
    expect(roster.people.filter((p) => p.role === "student")).toHaveLength(8);
    expect(roster.classes).toEqual([
      { sourceId: "csv:class:room 2 otters", title: "Room 2 Otters", grade: "Grade 2", subject: "" },
      { sourceId: "csv:class:room 5 foxes", title: "Room 5 Foxes", grade: "Grade 5", subject: "" },
    ]);
    expect(roster.teaching).toEqual([
      ["csv:class:room 2 otters", "csv:teacher:helena.rivera@maplegrove.example"],
      ["csv:class:room 5 foxes", "csv:teacher:marcus.okafor@maplegrove.example"],
    ]);
    expect(roster.placement["csv:student:amara.nwosu"]).toBe("csv:class:room 2 otters");
    // A student without a username is known by names and class; the import makes the username.
    const noah = roster.people.find((p) => p.givenName === "Noah")!;
    expect(noah.sourceId).toBe("csv:student:noah/kim/room%202%20otters");
    expect(noah.username).toBeUndefined();
    expect(readPeopleCsv(text, "sprout-people.csv").roster).toEqual(roster);
  });

  it("reads columns in any order and any case, lower-cases emails and usernames, and keeps formula-looking names as data", () => {
    const r = readPeopleCsv(
      [
        "CLASS,Role,firstname,LastName,Email,Username,Grade",
        "3A,Teacher,Ann,Lee,Ann.Lee@School.Example,,",
        '3a,student,=SUM(A1),"@Bo",,Bo.Dee,k',
      ].join("\r\n"),
      "x.csv",
    );
    expect(r.problems).toEqual([]);
    expect(r.roster.people.map((p) => [p.sourceId, p.givenName, p.familyName])).toEqual([
      ["csv:teacher:ann.lee@school.example", "Ann", "Lee"],
      ["csv:student:bo.dee", "=SUM(A1)", "@Bo"],
    ]);
    // "3A" and "3a" are one class, titled as first written.
    expect(r.roster.classes).toEqual([{ sourceId: "csv:class:3a", title: "3A", grade: "Kindergarden", subject: "" }]);
    expect(r.usernames).toEqual([{ username: "bo.dee", line: 3 }]);
  });

  it("lets a teacher teach several classes separated by ';' and a class have no teacher or no students", () => {
    const r = read(
      "teacher,Ann,Lee,ann@s.example,,,Red; Blue ;;Red",
      "teacher,Cy,Ho,cy@s.example,,,",
      "student,Bo,Dee,,bo.dee,3,Green",
    );
    expect(r.problems).toEqual([]);
    expect(r.roster.classes.map((c) => [c.title, c.grade])).toEqual([
      ["Red", ""],
      ["Blue", ""],
      ["Green", "Grade 3"],
    ]);
    expect(r.roster.teaching).toEqual([
      ["csv:class:red", "csv:teacher:ann@s.example"],
      ["csv:class:blue", "csv:teacher:ann@s.example"],
    ]);
  });

  it("gives a mixed class its youngest grade, with a note", () => {
    const r = read("student,A,A,,aa1,4,Mixed", "student,B,B,,bb1,Grade 3,Mixed", "student,C,C,,cc1,5,Mixed");
    expect(r.roster.classes[0].grade).toBe("Grade 3");
    expect(r.notes.map((n) => n.message)).toEqual([
      'The class "Mixed" mixes Grade 3, Grade 4, Grade 5; it gets the youngest, Grade 3.',
    ]);
  });

  it("notes the cells it does not use: a teacher's username and grade, a student's email", () => {
    const r = read("teacher,Ann,Lee,ann@s.example,annlee,3,Red", "student,Bo,Dee,bo@home.example,bo.dee,3,Red");
    expect(r.problems).toEqual([]);
    expect(r.notes.map((n) => n.row)).toEqual([2, 2, 3]);
  });

  it("names every bad row by line and column, and keeps none of them", () => {
    const r = read(
      "teacher,Ann,Lee,,,,Red", // 2: no email
      "teacher,Ann,Lee,not-an-address,,,Red", // 3
      "teacher,Ann,Lee,ann@s.example,,,Red",
      "teacher,Ann,Again,ANN@s.example,,,Red", // 5: the same teacher twice
      "student,Bo,Dee,,bo.dee,,Red", // 6: no grade
      "student,Bo,Dee,,bo.dee2,9,Red", // 7: not a grade
      "student,Bo,Dee,,bo.dee3,3,", // 8: no class
      "student,Bo,Dee,,bo.dee4,3,Red;Blue", // 9: two classes
      "student,Bo,Dee,,b!,3,Red", // 10: bad username
      "student,Cy,Ho,,cy.ho,3,Red",
      "student,Cy,Other,,CY.HO,3,Red", // 12: username twice
      "student,Di,Ma,,,3,Red",
      "student,di,MA,,,2,red", // 14: same names in the same class, no username
      "organizer,Eve,Boss,eve@s.example,,,", // 15
      "parent,Fa,Mo,,,,", // 16
      ",No,Role,,,,", // 17
      "student,,Dee,,gg.dee,3,Red", // 18: no first name
      "student,Hal,Dee,,hal.dee,3", // 19: a cell short
      `student,${"x".repeat(51)},Dee,,ii.dee,3,Red`, // 20: too long
      "student,J\u0000,Dee,,jj.dee,3,Red", // 21: NUL
    );
    expect(where(r)).toEqual([
      "2.email",
      "3.email",
      "5.email",
      "6.grade",
      "7.grade",
      "8.class",
      "9.class",
      "10.username",
      "12.username",
      "14.username",
      "15.role",
      "16.role",
      "17.role",
      "18.firstName",
      "19.",
      "20.firstName",
      "21.firstName",
    ]);
    expect(r.problems.every((p) => p.file === "people.csv")).toBe(true);
    expect(r.problems.find((p) => p.row === 5)!.message).toBe("The teacher ann@s.example is also on row 4.");
    expect(r.problems.find((p) => p.row === 15)!.message).toMatch(/invite an organizer/);
    expect(r.roster.people.map((p) => p.sourceId)).toEqual([
      "csv:teacher:ann@s.example",
      "csv:student:cy.ho",
      "csv:student:di/ma/red",
    ]);
  });

  it("refuses a file whose header is wrong, empty or unreadable, on line 1 or as the file", () => {
    const header = (h: string) => readPeopleCsv(`${h}\nstudent,A,B,,,3,Red`, "f.csv").problems;
    expect(header("role,firstName,lastName,email,username,grade").map((p) => p.column)).toEqual(["class"]);
    expect(header(`${HEADER},nickname`).map((p) => [p.row, p.column])).toEqual([[1, "nickname"]]);
    expect(header(`${HEADER},role`).map((p) => p.message)).toEqual(['The column "role" appears twice.']);
    expect(readPeopleCsv("", "f.csv").problems[0].message).toMatch(/empty/);
    expect(readPeopleCsv(`${HEADER}\n,,,,,,\n`, "f.csv").problems[0].message).toMatch(/no people/);
    expect(readPeopleCsv(`${HEADER}\nstudent,"A,B,,,3,Red\n`, "f.csv").problems[0].message).toMatch(/quotes/);
  });

  it("reads grades as K or 1 to 8, or by their names", () => {
    expect(["K", "k", "1", "8", "Grade 4", "kindergarten", "Kindergarden"].map(gradeOfCell)).toEqual([
      "Kindergarden",
      "Kindergarden",
      "Grade 1",
      "Grade 8",
      "Grade 4",
      "Kindergarden",
      "Kindergarden",
    ]);
    expect(["0", "9", "KG", "3rd", ""].map(gradeOfCell)).toEqual([null, null, null, null, null]);
  });
});
