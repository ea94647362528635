import { describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/academics/notes/route";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";

const put = (token: string | undefined, text: unknown) => call(PUT, { method: "PUT", token, body: { text } });

// What must never come back: script, event handlers, javascript:/data:/vbscript: URLs, SVG, styles, frames.
const XSS_CORPUS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  '<img src=x onerror="alert(1)">',
  '<b onmouseover="alert(1)">hover</b>',
  '<a href="javascript:alert(1)">js</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="java&#x09;script:alert(1)">entity tab</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<svg onload="alert(1)"><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>svg link</text></a></svg>',
  "<math><mtext><img src=x onerror=alert(1)></mtext></math>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<span style="background:url(javascript:alert(1))">styled</span>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<ul><li><a href="https://ok.example" onclick="steal()">ok</a></li></ul>',
  "<<script>script>alert(1)<</script>/script>",
  "<div><style>body{display:none}</style>text</div>",
];

describe("notes", () => {
  it("saves and reloads the teacher's note; an unsaved note is an empty list item", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    expect((await call(GET, { token })).body.html).toBe("<ul><li></li></ul>");
    const html = '<ul><li><b>Bring</b> robots</li><li>Read <a href="https://csteachers.org/">CSTA</a></li></ul>';
    const saved = await put(token, html);
    expect(saved.status).toBe(200);
    expect(saved.body.html).toBe(html);
    expect((await call(GET, { token })).body.html).toBe(html);
  });

  it.each(XSS_CORPUS)("stores %s without anything executable", async (payload) => {
    const { token } = await createSignedIn({ role: "teacher" });
    await put(token, payload);
    const { html } = (await call(GET, { token })).body as { html: string };
    expect(html).not.toMatch(/<\s*(script|img|svg|math|iframe|object|form|style|button|div)/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:|vbscript:|data:|style=|xlink/i);
    for (const tag of html.match(/<\/?([a-z]+)/gi) ?? []) {
      expect(["b", "i", "em", "strong", "span", "li", "ul", "a", "p", "br"]).toContain(
        tag.replace(/[</]/g, "").toLowerCase(),
      );
    }
  });

  it("keeps paragraphs and line breaks (an editor's divs become paragraphs) beside a list", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    const res = await put(
      token,
      "<div>First line<br>same paragraph</div><div>Second</div><p>Third</p><p><br></p><ul><li>one</li></ul><p></p>",
    );
    const kept = "<p>First line<br />same paragraph</p><p>Second</p><p>Third</p><ul><li>one</li></ul>";
    expect(res.body.html).toBe(kept);
    expect((await call(GET, { token })).body.html).toBe(kept);
  });

  it("keeps a safe link's href and text next to a stripped handler", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    const res = await put(token, '<ul><li><a href="https://ok.example" onclick="steal()">ok</a></li></ul>');
    expect(res.body.html).toBe('<ul><li><a href="https://ok.example">ok</a></li></ul>');
  });

  it("keeps each teacher's note to themselves", async () => {
    const a = await createSignedIn({ role: "teacher" });
    const b = await createSignedIn({ role: "teacher" });
    await put(a.token, "<ul><li>A's secret plan</li></ul>");
    expect((await call(GET, { token: b.token })).body.html).toBe("<ul><li></li></ul>");
    await put(b.token, "<ul><li>B's note</li></ul>");
    expect((await call(GET, { token: a.token })).body.html).toBe("<ul><li>A's secret plan</li></ul>");
  });

  it("401 anonymous, 403 for a parent, 400 for a non-text body", async () => {
    expect((await call(GET, {})).status).toBe(401);
    expect((await put(undefined, "x")).status).toBe(401);
    const parent = await createSignedIn({ role: "parent" });
    expect((await call(GET, { token: parent.token })).status).toBe(403);
    expect((await put(parent.token, "x")).status).toBe(403);
    const { token } = await createSignedIn({ role: "teacher" });
    expect((await put(token, { html: "x" })).status).toBe(400);
  });
});
