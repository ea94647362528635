// SPEC §5: stored notes keep only b, i, em, strong, span, li, ul, and links with an href (http, https, mailto),
// plus p and br so paragraphs and line breaks survive a save (docs/decisions/081-notes-keep-paragraphs.md);
// an editor's div becomes a p. The server sanitises whatever the client sends; the editor's markup is no guarantee.
import sanitizeHtml from "sanitize-html";

export const EMPTY_NOTE = "<ul><li></li></ul>"; // SPEC §4: the reset value is an empty list item

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["b", "i", "em", "strong", "span", "li", "ul", "a", "p", "br"],
  transformTags: { div: "p" },
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Drop the contents of tags whose text is code or styling, not prose.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "svg", "math", "iframe", "object", "template"],
};

export function sanitizeNote(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean || EMPTY_NOTE;
}
