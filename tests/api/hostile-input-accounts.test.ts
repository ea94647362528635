// The hostile-input corpus (issue 8, docs/decisions/070 and 162; tests/api/hostile/drive.ts) over every other
// route: auth and accounts, parents and payments, a student's own activity and the public site.
import { describeHostileInput } from "./hostile/drive";
import { describeNextAuthGarbage } from "./hostile/next-auth";

describeHostileInput("accounts, families and the public site");
describeNextAuthGarbage();
