// Classroom benchmarks on the PostgreSQL server (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432),
// in a scratch database created and dropped here. Each figure is printed beside its floor, measured in the
// same run: the least the same work can cost without Sprout's code around it.
import { randomUUID } from "node:crypto";
import pg from "pg";

const server = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const CARDS = Number(process.env.BENCH_CARDS ?? 1_000);

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await fn();
  return [out, performance.now() - t];
}

const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
function line(label: string, ms: number, floorLabel: string, floor: number) {
  console.log(
    `${label.padEnd(46)} ${fmt(ms).padStart(9)}   | floor ${floorLabel.padEnd(34)} ${fmt(floor).padStart(9)}   ×${(ms / floor).toFixed(2)}`,
  );
}

export default async function run() {
  const db = `sprout_bench_${process.pid}`;
  const url = new URL(server);
  url.pathname = `/${db}`;
  await admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${db}"`);
  process.env.DATABASE_URL = url.toString();
  process.env.LOG_LEVEL = "error";
  process.env.AUTH_SECRET ??= "bench-secret-0123456789-0123456789-abcdef";
  try {
    // The app's modules read the environment on import: load them only now.
    const { prisma, ensureDatabaseReady } = await import("@/lib/db/client");
    const { parseStudentCsv } = await import("@/lib/csv/student-rows");
    const { previewStudentCsv, toNewStudent } = await import("@/lib/students/import-preview");
    const { insertStudents, HASH_CONCURRENCY } = await import("@/lib/students/accounts");
    const { encryptCardSecret, generateCardPassword, generateCardToken, cardUrl } = await import("@/lib/cards/secrets");
    const { hashCardToken } = await import("@/lib/auth/card-sign-in");
    const { hashPassword } = await import("@/lib/auth/password");
    const { mapLimit } = await import("@/lib/jobs/limit");
    const { runImportJob } = await import("@/lib/classes/import-job");
    const { printClassCards } = await import("@/lib/cards/service");
    const { renderCardsPdf } = await import("@/lib/cards/pdf");
    await ensureDatabaseReady();

    const csvFor = (tag: string, n: number) => {
      const lines = ["id,email,firstName,lastName,username,dob"];
      for (let i = 1; i <= n; i++)
        lines.push(`${i},${tag}${i}@kids.test,Kid${i},"Family, ${i}",${tag}.kid${i},2016-0${(i % 9) + 1}-1${i % 9}`);
      return lines.join("\r\n") + "\r\n";
    };
    const teacher = await prisma.user.create({
      data: { username: "bench.teacher", email: "bench@school.test", isTeacher: true },
    });
    const actor = {
      id: teacher.id,
      sessionId: "",
      roles: ["teacher" as const],
      organizationId: null,
      organizationCode: null,
      user: teacher,
    };
    const newClass = (name: string) => prisma.class.create({ data: { className: name, ownerId: teacher.id } });
    const FAKE_HASH = await hashPassword("not-used-in-this-measurement");
    console.log(
      `classroom bench: ${ROWS} rows, ${CARDS} cards, hash concurrency ${HASH_CONCURRENCY}, PostgreSQL ${url.host}`,
    );

    // 1. parse + validate (incl. existing-account lookups) + insert. The credentials each row needs (argon2 hash,
    // sealed card secret, card token hash) are made before either window, for both sides alike: in the app they
    // are the "prepare" step that runs with the hashing (part 2 below measures it end to end). Their cost without
    // the argon2 hash is printed on its own line, so nothing is hidden (docs/decisions/158).
    const credentials = (n: number) =>
      Array.from({ length: n }, () => {
        const token = generateCardToken();
        return {
          userId: randomUUID(),
          studentId: randomUUID(),
          passwordHash: FAKE_HASH,
          cardSecret: encryptCardSecret({ password: generateCardPassword(), token }),
          cardTokenHash: hashCardToken(token),
        };
      });
    const [appCredentials, cardMs] = await time(async () => credentials(ROWS));
    const floorCredentials = credentials(ROWS);
    const c1 = await newClass("A");
    const csvA = csvFor("a", ROWS);
    const [, importMs] = await time(async () => {
      const preview = await previewStudentCsv(csvA);
      if (!preview.valid) throw new Error(preview.errors[0].text);
      const prepared = preview.rows.map((r, i) => ({ ...toNewStudent(r), ...appCredentials[i] }));
      await prisma.$transaction((tx) => insertStudents(tx, c1.id, prepared), { timeout: 300_000 });
    });
    // Floor: the same rows and columns (users, students with their card columns, 7 time limits each), one
    // unnest INSERT per table, parsed beforehand.
    const rows = parseStudentCsv(csvFor("f", ROWS)).rows;
    const c2 = await newClass("Floor");
    const raw = new pg.Client({ connectionString: url.toString() });
    await raw.connect();
    const [, floorInsertMs] = await time(async () => {
      const at = new Date().toISOString();
      const col = (k: keyof (typeof floorCredentials)[number]) => floorCredentials.map((c) => c[k]);
      await raw.query("BEGIN");
      await raw.query(
        `INSERT INTO "user" (id, username, email, password_hash, firstname, lastname, is_student, dob, created_at, updated_at)
         SELECT u, n, e, h, f, l, true, d::date, $8::timestamp, $8::timestamp
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS t(u, n, e, h, f, l, d)`,
        [
          col("userId"),
          rows.map((r) => r.username),
          rows.map((r) => r.email),
          col("passwordHash"),
          rows.map((r) => r.firstName),
          rows.map((r) => r.lastName),
          rows.map((r) => r.dob),
          at,
        ],
      );
      await raw.query(
        `INSERT INTO student (id, user_id, class_id, external_id, coding_experience, card_secret, card_token_hash, card_issued_at, created_at)
         SELECT s, u, $1::uuid, x, 'experienced', cs, ch, $2::timestamp, $2::timestamp
         FROM unnest($3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[]) AS t(s, u, x, cs, ch)`,
        [c2.id, at, col("studentId"), col("userId"), rows.map((r) => r.id), col("cardSecret"), col("cardTokenHash")],
      );
      await raw.query(
        `INSERT INTO student_time_limit (id, student_id, day_of_the_week, time_limit) SELECT gen_random_uuid(), s, d, '23:00:00' FROM unnest($1::uuid[]) AS s, unnest($2::text[]) AS d`,
        [col("studentId"), ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]],
      );
      await raw.query("COMMIT");
    });
    await raw.end();
    line(`import ${ROWS} rows: parse+validate+insert`, importMs, "bare unnest INSERT, same columns", floorInsertMs);
    console.log(`  (card secrets + token hashes for ${ROWS} rows, made before both windows: ${fmt(cardMs)})`);
    if (process.env.BENCH_IMPORT_ONLY === "1") {
      await prisma.$disconnect();
      return;
    }

    // 2. End to end with hashing: the import job's own worker function (validation done before, as in the API).
    const c3 = await newClass("Job");
    const preview = await previewStudentCsv(csvFor("j", ROWS));
    const job = await prisma.importJob.create({
      data: { classId: c3.id, createdById: teacher.id, total: ROWS, rows: preview.rows.map(toNewStudent) },
    });
    const [, jobMs] = await time(() => runImportJob(job.id));
    const status = (await prisma.importJob.findUniqueOrThrow({ where: { id: job.id } })).status;
    if (status !== "succeeded") throw new Error(`import job ${status}`);
    const [, hashMs] = await time(() =>
      mapLimit(Array.from({ length: ROWS }), HASH_CONCURRENCY, () => hashPassword(generateCardPassword())),
    );
    line(
      `import ${ROWS} rows end to end (job, hashing)`,
      jobMs,
      `bare argon2 ×${ROWS} (${HASH_CONCURRENCY} at once)`,
      hashMs,
    );

    // 3. Login cards PDF.
    const c4 = await newClass("Cards");
    const cardRows = parseStudentCsv(csvFor("c", CARDS)).rows;
    const secrets = cardRows.map(() => ({ password: generateCardPassword(), token: generateCardToken() }));
    await prisma.$transaction((tx) =>
      insertStudents(
        tx,
        c4.id,
        cardRows.map((r, i) => ({
          ...toNewStudent(r),
          userId: randomUUID(),
          studentId: randomUUID(),
          passwordHash: FAKE_HASH,
          cardSecret: encryptCardSecret(secrets[i]),
          cardTokenHash: hashCardToken(secrets[i].token),
        })),
      ),
    );
    const [pdf, pdfMs] = await time(() => printClassCards(actor, c4.id, { paper: "letter" }));
    const cards = cardRows.map((r, i) => ({
      name: `${r.firstName} ${r.lastName}`,
      username: r.username,
      password: secrets[i].password,
      url: cardUrl(secrets[i].token),
      className: "Cards",
      address: "sprout.example/login",
    }));
    const [, barePdfMs] = await time(() => renderCardsPdf(cards, "letter"));
    line(
      `${CARDS}-card PDF (${(pdf.bytes.length / 1024 / 1024).toFixed(1)} MB, ${Math.ceil(CARDS / 8)} pages)`,
      pdfMs,
      "bare pdfkit, same cards",
      barePdfMs,
    );
    console.log(`rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
    await prisma.$disconnect();
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  }
}
