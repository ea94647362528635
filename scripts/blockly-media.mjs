// Copies Blockly's editor media (sprites, cursors, sounds) to public/blockly-media/ so the puzzle page passes
// `media: "/blockly-media/"` and never asks a CDN (issue 14; docs/decisions/090). Runs at postinstall; the copy
// is also committed (72 KB), so a Blockly upgrade shows up as a diff of these files.
import { cpSync, existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
let from;
try {
  from = path.join(path.dirname(require.resolve("blockly")), "media");
} catch {
  from = "";
}
if (!from || !existsSync(from)) {
  console.warn("blockly-media: blockly is not installed; public/blockly-media/ left as committed");
} else {
  const to = path.join(root, "public", "blockly-media");
  mkdirSync(to, { recursive: true });
  cpSync(from, to, { recursive: true });
}
