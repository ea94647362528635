// e2e helpers for the game-access spec (issue 23): a Yellow-level child of a parent, written straight into the
// e2e database (a fresh child per test, so one test's accessibility settings never reach the next), signed in
// as the sign-in form does it; and colour sampling of a screenshot.
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import type { Page } from "@playwright/test";
import { withE2eDb } from "./db";
import { signInAs } from "./parents";

const PASSWORD = "Game-Access-42";

export async function signInYellowChild(page: Page): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const username = `gamer.${tag}`;
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await withE2eDb(async (c) => {
    const parent = randomUUID();
    const child = randomUUID();
    await c.query(
      `INSERT INTO "user" (id, email, username, password_hash, firstname, lastname, is_parent, email_verified_at, updated_at)
       VALUES ($1, $2, $3, $4, 'Gale', 'Gamer', true, now(), now())`,
      [parent, `parent-${tag}@family.test`, `parent-${tag}`, passwordHash],
    );
    await c.query(
      `INSERT INTO "user" (id, email, username, password_hash, firstname, lastname, is_student, grade, updated_at)
       VALUES ($1, NULL, $2, $3, 'Gus', 'Gamer', true, '6', now())`,
      [child, username, passwordHash],
    );
    await c.query(`INSERT INTO student (id, user_id) VALUES ($1, $2)`, [randomUUID(), child]);
    await c.query(`INSERT INTO parent_child (parent_id, child_id) VALUES ($1, $2)`, [parent, child]);
  });
  await signInAs(page, username, PASSWORD, "student");
  return username;
}

export type Rgb = [number, number, number];

/**
 * Reads a screenshot in the browser itself (a canvas on a blank page of the same context), so no PNG library is
 * needed: the colours at `points`, or with `points` "ink" the share of pixels that differ visibly (a colour
 * distance over 60) from the top-left one, in the first element of the answer's red channel.
 */
async function pixels(page: Page, png: Buffer, points: [number, number][] | "ink"): Promise<Rgb[]> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ({ b64, points }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const canvas = document.createElement("canvas");
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext("2d")!;
        ctx.drawImage(img, 0, 0);
        const data = ctx.getImageData(0, 0, img.width, img.height).data;
        const at = (x: number, y: number): [number, number, number] => {
          const i = (img.width * y + x) * 4;
          return [data[i], data[i + 1], data[i + 2]];
        };
        if (points !== "ink") return points.map(([x, y]) => at(x, y));
        let ink = 0;
        for (let i = 0; i < data.length; i += 4) {
          const d = Math.hypot(data[i] - data[0], data[i + 1] - data[1], data[i + 2] - data[2]);
          if (d > 60) ink++;
        }
        return [[ink / (img.width * img.height), 0, 0] as [number, number, number]];
      },
      { b64: png.toString("base64"), points },
    );
  } finally {
    await blank.close();
  }
}

/** The colour near the top-left corner of each element (clear of the character and the emoji in the middle). */
export async function sampleColours(page: Page, selectors: string[]): Promise<Rgb[]> {
  const points: [number, number][] = [];
  for (const selector of selectors) {
    const box = await page.locator(selector).first().boundingBox();
    if (!box) throw new Error(`${selector} is not on the screen`);
    points.push([Math.round(box.x + Math.min(box.width / 4, 8)), Math.round(box.y + Math.min(box.height / 4, 8))]);
  }
  return pixels(page, await page.screenshot(), points);
}

export const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** The share of an element's pixels that differ visibly from its top-left pixel (0 for a blank area). */
export async function inkShare(page: Page, selector: string): Promise<number> {
  const [[share]] = await pixels(page, await page.locator(selector).first().screenshot(), "ink");
  return share;
}
