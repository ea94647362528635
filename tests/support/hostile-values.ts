// The classes of bad value the hostile-input corpus sends (tests/api/hostile-input*.test.ts, driven by
// tests/api/hostile/). Each class says whether a field it lands in must be refused with a 400 naming that field
// (`mustRefuse`), or only must not break anything (no 5xx; a refused request writes nothing).
import { randomBytes } from "node:crypto";

/**
 * `length` characters of random bytes in base64: incompressible, so PostgreSQL cannot squeeze it below an index's
 * row limit the way it does `"a".repeat(n)` (the strings that found the 500s of issue 21).
 */
export const randomText = (length: number) =>
  randomBytes(Math.ceil((length * 3) / 4) + 3)
    .toString("base64")
    .slice(0, length);
/** Only letters and digits, so it passes format checks (e-mail, username characters) and reaches what lies past them. */
export const randomWord = (length: number) =>
  randomBytes(length * 2)
    .toString("base64")
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, length);
export const randomEmail = (length: number) => `${randomWord(length - 10)}@site.test`;

/** Integers past int4 and past what a double holds exactly, as JSON numbers (the last two round to 2^63). */
export const INT64_VALUES: number[] = [2 ** 31, 2 ** 53 + 1, -(2 ** 63), 9223372036854775808];
/** The same as text, exactly (a path or query carries them as written). */
export const INT64_TEXTS = ["2147483648", "9007199254740993", "-9223372036854775808", "9223372036854775808"];

export type ValueClass = { name: string; value: unknown; mustRefuse: boolean };

const nested = (depth: number): unknown => {
  let v: unknown = "deep";
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** Sent into every field of every body and into every query key. */
export const FIELD_CLASSES: ValueClass[] = [
  { name: "NUL byte", value: "Ada\u0000Lovelace", mustRefuse: true },
  { name: "lone high surrogate", value: "Ada\uD800", mustRefuse: true },
  { name: "lone low surrogate", value: "\uDC00Ada", mustRefuse: true },
  // Random, so PostgreSQL cannot compress them below an index's row limit ("x".repeat(n) hid 500s: issue 21).
  { name: "random 3 KB", value: randomText(3_000), mustRefuse: false },
  { name: "random 3 KB word", value: randomWord(3_000), mustRefuse: false },
  { name: "random 200 KB", value: randomText(200_000), mustRefuse: false },
  { name: "number", value: 1e308, mustRefuse: false },
  ...INT64_VALUES.map((value) => ({ name: `integer ${value}`, value, mustRefuse: false })),
  { name: "negative number", value: -1, mustRefuse: false },
  { name: "boolean", value: true, mustRefuse: false },
  { name: "null", value: null, mustRefuse: false },
  { name: "array of junk", value: [{}, [], null, 1], mustRefuse: false },
  { name: "object", value: { $gt: "", __proto__: { admin: true } }, mustRefuse: false },
  { name: "nested junk", value: nested(1_000), mustRefuse: true },
  { name: "emoji and RTL", value: "👩🏽‍💻\u202Eabc", mustRefuse: false },
];

/** Sent into every query key besides FIELD_CLASSES' strings: a URL carries an integer as text. */
export const QUERY_CLASSES: ValueClass[] = INT64_TEXTS.map((value) => ({
  name: `integer ${value}`,
  value,
  mustRefuse: false,
}));

/** Sent into fields whose sample value is a date (YYYY-MM-DD) or a date-time. */
export const DATE_CLASSES: ValueClass[] = [
  { name: "impossible date", value: "2027-02-31", mustRefuse: true },
  { name: "year 0000", value: "0000-01-01", mustRefuse: true },
  { name: "year 10000", value: "10000-01-01", mustRefuse: true },
  { name: "far-future instant", value: "+275760-09-13T00:00:00.000Z", mustRefuse: true },
  { name: "year 10000 instant", value: "+010000-01-01T00:00:00Z", mustRefuse: true },
  { name: "month 13", value: "2027-13-01", mustRefuse: true },
];

/** Whole bodies that are not what any route expects. */
export const BODY_CLASSES: { name: string; raw: string | Uint8Array; mustRefuse: boolean }[] = [
  { name: "truncated JSON", raw: '{"a":', mustRefuse: true },
  { name: "trailing garbage", raw: '{"a":1} x', mustRefuse: true },
  { name: "NUL in JSON string", raw: '{"a":"\\u0000"}', mustRefuse: true },
  { name: "lone surrogate in JSON key", raw: '{"\\ud800":1}', mustRefuse: true },
  {
    name: "invalid UTF-8 bytes",
    raw: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    mustRefuse: true,
  },
  { name: "JSON number", raw: "42", mustRefuse: false },
  { name: "JSON string", raw: '"hello"', mustRefuse: false },
  { name: "JSON null", raw: "null", mustRefuse: false },
  { name: "deep array", raw: "[".repeat(5000) + "]".repeat(5000), mustRefuse: true },
  { name: "over 1 MB", raw: JSON.stringify({ text: "y".repeat(1_100_000) }), mustRefuse: true },
];

/** Path parameters: what a hostile URL can put in a dynamic segment (after or without %-decoding). */
export const PARAM_CLASSES: ValueClass[] = [
  { name: "malformed %-encoding", value: "%E0%A4%A", mustRefuse: false },
  { name: "lone percent", value: "%", mustRefuse: false },
  { name: "path traversal", value: "../../etc/passwd", mustRefuse: false },
  { name: "NUL", value: "00000000-0000-4000-8000-000000000000\u0000", mustRefuse: true },
  { name: "lone surrogate", value: "\uD800", mustRefuse: true },
  { name: "10k characters", value: "a".repeat(10_000), mustRefuse: false },
  { name: "random 3 KB", value: randomWord(3_000), mustRefuse: false },
  ...INT64_TEXTS.map((value) => ({ name: `integer ${value}`, value, mustRefuse: false })),
  { name: "uuid-shaped too long", value: `${"0".repeat(8)}-0000-4000-8000-${"0".repeat(500)}`, mustRefuse: false },
];

/** Headers a client controls, of lengths no browser sends. */
export const HEADER_CLASSES: { name: string; headers: Record<string, string> }[] = [
  { name: "8 KB request id", headers: { "x-request-id": "<script>".repeat(1024) } },
  { name: "8 KB user agent", headers: { "user-agent": "U".repeat(8192) } },
  {
    name: "forged forwarding",
    headers: { "x-forwarded-for": "1.2.3.4, ".repeat(500), "x-forwarded-host": "evil.test" },
  },
  { name: "junk content type", headers: { "content-type": "multipart/form-data; boundary=" + "-".repeat(2000) } },
];

export const isDateLike = (v: unknown) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(v);
