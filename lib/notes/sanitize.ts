// SPEC §5: stored notes keep only b, i, em, strong, span, li, ul, and links with an href (http, https, mailto),
// plus p and br so paragraphs and line breaks survive a save (docs/decisions/081-notes-keep-paragraphs.md);
// an editor's div becomes a p. The server sanitises whatever the client sends; the editor's markup is no guarantee.
import sanitizeHtml from "sanitize-html";

export const EMPTY_NOTE = "<ul><li></li></ul>"; // SPEC §4: the reset value is an empty list item

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["b", "i", "em", "strong", "span", "li", "ul", "a", "p", "br"],
  transformTags: { div: "p" },
  // Editors leave empty paragraphs around lists; a blank p carries nothing worth keeping.
  exclusiveFilter: (frame) => frame.tag === "p" && !frame.text.trim(),
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

// sanitize-html escapes the text it keeps; plain text stores the characters themselves (React escapes on display).
const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };

/**
 * A teacher's short note to a child (issue 39) as plain text: every tag goes, script and style with their
 * contents, and the note keeps its words and line breaks. Shown as text, never as markup.
 */
export function sanitizePlainText(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return stripped.replace(/&(?:lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e] ?? e).trim();
}
