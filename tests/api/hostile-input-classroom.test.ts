// The hostile-input corpus (issue 8, docs/decisions/070 and 162; tests/api/hostile/drive.ts) over the classroom's
// routes: classes, students, comments, the curriculum, the schedule and a teacher's own notes.
import { describeHostileInput } from "./hostile/drive";

describeHostileInput("classroom");
