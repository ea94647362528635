// Draws the press illustrations as PNGs in public/press/ from simple SVG scenes (no network, no stock art).
// Run after adding a press item: node content/press/make-images.mjs
import { readFileSync, mkdirSync } from "node:fs";
import sharp from "sharp";

const items = JSON.parse(readFileSync(new URL("./items.json", import.meta.url), "utf8"));
const palette = [
  ["#c8efc4", "#3d7f21"], ["#c5dcf7", "#1d4ed8"], ["#ffd8b1", "#b45309"], ["#fff1a8", "#854d0e"],
];
mkdirSync("public/press", { recursive: true });

for (const [i, item] of items.entries()) {
  const [bg, fg] = palette[i % palette.length];
  const seed = [...item.image].reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 9973, 7);
  const circles = Array.from({ length: 6 }, (_, k) => {
    const x = (seed * (k + 3) * 37) % 1200;
    const y = (seed * (k + 5) * 53) % 675;
    const r = 40 + ((seed * (k + 1)) % 120);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fg}" opacity="0.12"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <rect width="1200" height="675" fill="${bg}"/>${circles}
    <g transform="translate(600 360)">
      <path d="M0 120 C0 40 0 0 0 -40" stroke="${fg}" stroke-width="18" fill="none" stroke-linecap="round"/>
      <path d="M0 -20 C-90 -40 -130 -120 -120 -170 C-60 -170 -10 -110 0 -20Z" fill="${fg}"/>
      <path d="M0 -40 C80 -70 130 -150 120 -200 C60 -200 10 -140 0 -40Z" fill="${fg}" opacity="0.8"/>
      <rect x="-180" y="120" width="360" height="40" rx="12" fill="${fg}" opacity="0.9"/>
    </g>
    <text x="60" y="620" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="${fg}">${item.date.slice(0, 4)}</text>
  </svg>`;
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(`public${item.image}`);
}
console.log(`wrote ${items.length} images`);
