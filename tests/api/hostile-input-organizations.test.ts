// The hostile-input corpus (issue 8, docs/decisions/070 and 162; tests/api/hostile/drive.ts) over organizations'
// routes (roles, people, invitations, licenses, OneRoster, the audit log) and chat's.
import { describeHostileInput } from "./hostile/drive";

describeHostileInput("organizations and chat");
