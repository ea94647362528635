import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

describe("linkify", () => {
  it("turns http(s) URLs into links and keeps trailing punctuation as text", () => {
    expect(linkify("See https://sprout.test/a?b=1. Thanks")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://sprout.test/a?b=1", href: "https://sprout.test/a?b=1" },
      { kind: "text", text: ". Thanks" },
    ]);
  });

  it("never links javascript: or data: and leaves HTML as text", () => {
    const text = 'javascript:alert(1) <a href="x">hi</a> data:text/html,<b>';
    expect(linkify(text)).toEqual([{ kind: "text", text }]);
  });
});
