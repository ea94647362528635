// Issue 41: on the embedded database a taken username read as "an error on our side" (500); it reads as on the
// server now (P2002, 409). Against a real PGlite in-process with Sprout's migrations.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { toErrorResponse } from "@/lib/api/route";
import { isUniqueViolation, rethrowTaken, TAKEN_DURING_IMPORT } from "@/lib/students/accounts";
import { embeddedAdapter } from "@/lib/db/embedded-errors";
import { migrate } from "@/lib/db/migrate";
import { sqlFromPglite } from "@/lib/db/sql";

let db: PGlite;
let prisma: PrismaClient;
const account = (username: string) => ({ username, passwordHash: "x", firstname: "Ada", lastname: "King" });

beforeAll(async () => {
  db = await PGlite.create();
  await migrate(sqlFromPglite(db));
  prisma = new PrismaClient({ adapter: embeddedAdapter(db) });
  await prisma.user.create({ data: account("taken.name") });
}, 120_000); // PGlite compiles its WebAssembly on first use: seconds, more on a busy machine

afterAll(async () => {
  await prisma.$disconnect();
  await db.close();
});

async function failure(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => expect.unreachable("the statement should have been refused"),
    (error: unknown) => error,
  );
}

describe("a unique violation on the embedded database", () => {
  it("was an unknown adapter error with PGlite's plain adapter (the 500 the issue saw)", async () => {
    const plain = new PrismaClient({ adapter: new PrismaPGlite(db) });
    const error = await failure(plain.user.create({ data: account("taken.name") }));
    expect(error).not.toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect(toErrorResponse(error, "req-1").status).toBe(500);
  });

  it("is Prisma's P2002 naming the column, answered 409 as on PostgreSQL", async () => {
    const error = await failure(prisma.user.create({ data: account("taken.name") }));
    expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect((error as Prisma.PrismaClientKnownRequestError).code).toBe("P2002");
    expect(JSON.stringify((error as Prisma.PrismaClientKnownRequestError).meta)).toContain("username");
    const res = toErrorResponse(error, "req-2");
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe("This record already exists.");
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("is recognised inside a transaction's raw statement too (the imports' path)", async () => {
    const error = await failure(
      prisma.$transaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO "user" (id, username, password_hash, firstname, lastname, created_at, updated_at)
          VALUES (gen_random_uuid(), 'taken.name', 'x', 'A', 'B', now(), now())`;
      }),
    );
    // A raw statement's failure is Prisma's P2010 on both databases: the imports read it with isUniqueViolation.
    expect(isUniqueViolation(error)).toBe(true);
    expect(() => rethrowTaken(error)).toThrow(TAKEN_DURING_IMPORT);
  });

  it("leaves other errors as they were", async () => {
    const error = await failure(prisma.$executeRawUnsafe(`SELECT * FROM no_such_table`));
    expect(isUniqueViolation(error)).toBe(false);
  });
});
