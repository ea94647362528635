// OneRoster import bench (issue 26): a generated district of BENCH_ONEROSTER_STUDENTS students (5,000) in classes
// of 25, in a scratch database. Printed beside floors measured in the same run: reading the zip against
// csv-parse alone, and the import job (hashing every password, then one transaction) against the same number of
// argon2 hashes at the same concurrency plus a bare unnest INSERT of the users and students. Then the same number
// of students as a district file of BENCH_ONEROSTER_SCHOOLS schools (10; issue 42), checked and imported as one
// organization per school, beside the same floors.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { parse } from "csv-parse/sync";
import { scratchDatabase } from "./support";
import { districtFiles, multiSchoolFiles, zipOf } from "../tests/fixtures/oneroster";

const STUDENTS = Number(process.env.BENCH_ONEROSTER_STUDENTS ?? 5_000);
const SCHOOLS = Number(process.env.BENCH_ONEROSTER_SCHOOLS ?? 10);

async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await fn();
  return [out, performance.now() - t];
}
const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
function line(label: string, ms: number, floorLabel: string, floor: number) {
  console.log(
    `${label.padEnd(40)} ${fmt(ms).padStart(9)}   | floor ${floorLabel.padEnd(38)} ${fmt(floor).padStart(9)}   ×${(ms / floor).toFixed(2)}`,
  );
}

export default async function run() {
  const scratch = await scratchDatabase(`sprout_bench_oneroster_${process.pid}`);
  process.env.DATABASE_URL = scratch.url;
  process.env.LOG_LEVEL = "error";
  process.env.AUTH_SECRET ??= "bench-secret-0123456789-0123456789-abcdef";
  try {
    const { prisma, ensureDatabaseReady } = await import("@/lib/db/client");
    const { readRosterZip } = await import("@/lib/rostering/files");
    const { buildRoster } = await import("@/lib/rostering/roster");
    const { heldRoster, planRoster } = await import("@/lib/rostering/plan");
    const { runRosterImport } = await import("@/lib/rostering/import-job");
    const { districtPreviewOf, newDistrictStudents, planDistrict } = await import("@/lib/rostering/district");
    const { heldSchools } = await import("@/lib/rostering/district-apply");
    const { hashPassword } = await import("@/lib/auth/password");
    const { mapLimit } = await import("@/lib/jobs/limit");
    const { HASH_CONCURRENCY } = await import("@/lib/students/accounts");
    const { stopWorkers } = await import("@/lib/jobs/queue");
    await ensureDatabaseReady();

    const files = districtFiles(STUDENTS, "b");
    const zip = zipOf(files);
    const organizer = await prisma.user.create({ data: { username: "bench.organizer", isOrganizer: true } });
    const org = await prisma.organization.create({ data: { name: "Bench District", inviteCode: "BENCH-1" } });
    console.log(
      `oneroster bench: ${STUDENTS} students, ${Math.ceil(STUDENTS / 25)} classes, zip ${(zip.length / 1024).toFixed(0)} KB, hash concurrency ${HASH_CONCURRENCY}`,
    );

    // 1. The preview's work: unzip with caps, parse, validate, plan against the organization.
    const [planned, previewMs] = await time(async () => {
      const { roster, problems } = buildRoster(readRosterZip(zip));
      if (problems.length) throw new Error(problems[0].message);
      return { roster, plan: planRoster(roster, await heldRoster(prisma, org.id)) };
    });
    const [, parseMs] = await time(async () => {
      for (const text of Object.values(files)) parse(text, { bom: true, skip_empty_lines: true });
    });
    line("preview (unzip, parse, check, plan)", previewMs, "csv-parse of the same files", parseMs);

    // 2. The import job end to end.
    const job = await prisma.rosterImport.create({
      data: {
        organizationId: org.id,
        createdById: organizer.id,
        total: planned.plan.students.create.length,
        roster: planned.roster as unknown as object,
      },
    });
    const [, jobMs] = await time(() => runRosterImport(job.id));
    const done = await prisma.rosterImport.findUniqueOrThrow({ where: { id: job.id } });
    if (done.status !== "succeeded") throw new Error(`job ${done.status}: ${JSON.stringify(done.errors)}`);

    // 3. A district file of SCHOOLS schools: its check (one preview per school) and its import job.
    const dfiles = multiSchoolFiles(SCHOOLS, STUDENTS, "x");
    const dzip = zipOf(dfiles);
    const district = await prisma.organization.create({ data: { name: "Bench Unified", inviteCode: "BENCH-2" } });
    await prisma.organizationMember.create({
      data: { organizationId: district.id, userId: organizer.id, kind: "organizer" },
    });
    console.log(`district file: ${SCHOOLS} schools, ${STUDENTS} students, zip ${(dzip.length / 1024).toFixed(0)} KB`);
    const [dplanned, dcheckMs] = await time(async () => {
      const { roster, problems, notes } = buildRoster(readRosterZip(dzip));
      if (problems.length) throw new Error(problems[0].message);
      const held = await heldSchools(prisma, district.id);
      const preview = districtPreviewOf(roster, held, problems, notes);
      if (preview.schools.length !== SCHOOLS) throw new Error(`${preview.schools.length} schools previewed`);
      return { roster, total: newDistrictStudents(planDistrict(roster, held)).length };
    });
    const [, dparseMs] = await time(async () => {
      for (const text of Object.values(dfiles)) parse(text, { bom: true, skip_empty_lines: true });
    });
    const djob = await prisma.rosterImport.create({
      data: {
        organizationId: district.id,
        createdById: organizer.id,
        total: dplanned.total,
        roster: dplanned.roster as unknown as object,
      },
    });
    const [, djobMs] = await time(() => runRosterImport(djob.id));
    const ddone = await prisma.rosterImport.findUniqueOrThrow({ where: { id: djob.id } });
    if (ddone.status !== "succeeded") throw new Error(`district job ${ddone.status}: ${JSON.stringify(ddone.errors)}`);
    const made = await prisma.organization.count({ where: { districtId: district.id } });
    const imported = await prisma.student.count({ where: { class: { organization: { districtId: district.id } } } });
    if (made !== SCHOOLS || imported !== STUDENTS) throw new Error(`${made} schools, ${imported} students imported`);

    // Floor: the same number of argon2 hashes at the same concurrency, then a bare INSERT of users and students.
    const [hashes, hashMs] = await time(() =>
      mapLimit(Array.from({ length: STUDENTS }), HASH_CONCURRENCY, () => hashPassword(randomUUID())),
    );
    const raw = new pg.Client({ connectionString: scratch.url });
    await raw.connect();
    const klass = await prisma.class.create({ data: { className: "Floor", ownerId: organizer.id } });
    const [, insertMs] = await time(async () => {
      const users = Array.from({ length: STUDENTS }, () => randomUUID());
      const at = new Date().toISOString();
      await raw.query("BEGIN");
      await raw.query(
        `INSERT INTO "user" (id, username, password_hash, firstname, lastname, is_student, created_at, updated_at)
         SELECT u, 'floor.' || u, h, 'Pupil', 'Learner', true, $3::timestamp, $3::timestamp FROM unnest($1::uuid[], $2::text[]) AS t(u, h)`,
        [users, hashes, at],
      );
      await raw.query(
        `INSERT INTO student (id, user_id, class_id, created_at) SELECT gen_random_uuid(), u, $2::uuid, $3::timestamp FROM unnest($1::uuid[]) AS u`,
        [users, klass.id, at],
      );
      await raw.query("COMMIT");
    });
    await raw.end();
    line("import job (hash + one transaction)", jobMs, "hashes + bare unnest INSERT", hashMs + insertMs);
    console.log(`  of which the floor's hashing ${fmt(hashMs)}, its INSERT ${fmt(insertMs)}`);
    line(`district check (${SCHOOLS} schools)`, dcheckMs, "csv-parse of the same files", dparseMs);
    line(`district import job (${SCHOOLS} schools)`, djobMs, "hashes + bare unnest INSERT", hashMs + insertMs);
    await stopWorkers();
    await prisma.$disconnect();
  } finally {
    await scratch.drop();
  }
}
