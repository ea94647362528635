import { describe, expect, it } from "vitest";
import { EMPTY_NOTE, sanitizeNote, sanitizePlainText } from "./sanitize";

describe("sanitizeNote (SPEC §5 allowlist)", () => {
  it("keeps formatting, lists and safe links", () => {
    const html =
      '<ul><li><b>Bold</b> <i>it</i> <em>em</em> <strong>st</strong> <span>sp</span> <a href="https://example.org/x">link</a> <a href="mailto:a@b.c">mail</a></li></ul>';
    expect(sanitizeNote(html)).toBe(html);
  });

  it("drops other tags, attributes and schemes", () => {
    expect(sanitizeNote('<p onclick="x()">Hi <u>there</u></p>')).toBe("<p>Hi there</p>");
    expect(sanitizeNote('<h1 class="x">Hi</h1><div style="color:red">there<br class="y"></div>')).toBe(
      "Hi<p>there<br /></p>",
    );
    expect(sanitizeNote('<a href="javascript:alert(1)" target="_blank" style="color:red">x</a>')).toBe("<a>x</a>");
    expect(sanitizeNote('<span style="color:red" class="c">x</span>')).toBe("<span>x</span>");
    expect(sanitizeNote('<a href="//evil.example/">x</a>')).toBe("<a>x</a>");
  });

  it("keeps paragraphs and line breaks, dropping empty paragraphs (docs/decisions/081)", () => {
    expect(sanitizeNote("<div>one<br>two</div><p><br></p><ul><li>x</li></ul><p> </p>")).toBe(
      "<p>one<br />two</p><ul><li>x</li></ul>",
    );
  });

  it("resets an empty note to an empty list item", () => {
    expect(sanitizeNote("")).toBe(EMPTY_NOTE);
    expect(sanitizeNote("<script>alert(1)</script>")).toBe(EMPTY_NOTE);
  });
});

describe("sanitizePlainText (a teacher's note to a child)", () => {
  it("drops tags, and script and style with their contents, and keeps the characters as typed", () => {
    expect(sanitizePlainText('Nice <b>loop</b>!<script>alert("x")</script><style>p{}</style>')).toBe("Nice loop!");
    expect(sanitizePlainText('3 < 5 & "quotes" stay, it\'s fine\nsecond line')).toBe(
      '3 < 5 & "quotes" stay, it\'s fine\nsecond line',
    );
    expect(sanitizePlainText('<img src=x onerror="alert(1)">  ')).toBe("");
  });
});
