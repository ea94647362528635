// e2e helpers for the student spec (issue 14): a parent linked to a child and a parent's time limit, written
// straight into the e2e database like the classroom spec's teacher.
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { withE2eDb as withDb } from "./db";

/** A parent linked to the child with `childUsername`; returns the parent's username and the child's user id. */
export async function createParentOf(childUsername: string, password: string) {
  return withDb(async (c) => {
    const id = randomUUID();
    const username = `parent-${id.slice(0, 8)}`;
    await c.query(
      `INSERT INTO "user" (id, email, username, password_hash, firstname, lastname, is_parent, email_verified_at, updated_at)
       VALUES ($1, $2, $3, $4, 'Pat', 'Parent', true, now(), now())`,
      [
        id,
        `${username}@home.test`,
        username,
        await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }),
      ],
    );
    const child = await c.query<{ id: string }>(`SELECT id FROM "user" WHERE username = $1`, [childUsername]);
    await c.query(`INSERT INTO parent_child (parent_id, child_id) VALUES ($1, $2)`, [id, child.rows[0].id]);
    return { username, parentId: id, childId: child.rows[0].id };
  });
}

/** The parent allows no coding time on every day of the week. */
export async function noTimeToday(parentId: string, childId: string) {
  await withDb(async (c) => {
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
      await c.query(
        `INSERT INTO parent_time_limit (id, child_id, day_of_the_week, time_limit, set_by_id, updated_at)
         VALUES ($1, $2, $3, '00:00:00', $4, now())`,
        [randomUUID(), childId, day, parentId],
      );
    }
  });
}
