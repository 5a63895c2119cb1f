/**
 * Text in an XML 1.0 document (an SVG export): what XML forbids outright (C0 controls but tab,
 * line feed and carriage return; U+FFFE and U+FFFF; a surrogate without its pair) makes the whole
 * file unreadable, so it becomes U+FFFD, and markup characters are escaped.
 */

// the characters XML 1.0 has no place for; a lone surrogate is one without its pair
const FORBIDDEN = // oxlint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** `text` with every character XML 1.0 forbids replaced by U+FFFD; all else kept as it is. */
export function xmlChars(text: string): string {
  return text.replace(FORBIDDEN, '\ufffd')
}

/** Escapes text for an XML text node or a double-quoted attribute (`xmlChars` first). */
export function escapeXml(text: string): string {
  return xmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** A double-quoted HTML attribute's value (the embed code's link and title): the same rules. */
export const escapeHtmlAttribute = escapeXml
