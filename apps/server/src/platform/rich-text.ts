import sanitizeHtml from 'sanitize-html';
import { UPLOADED_IMAGE_ADDRESS } from '@back-office/domain';

/*
 * The one allow-list for rich text the console saves (FAQ answers, about us, terms, the home
 * announcement), applied on the server to whatever arrives, whatever the editor sent: paragraphs,
 * headings, emphasis, lists, links to https or mailto addresses, and images the console stored
 * (`/uploads/...`). Everything else goes: scripts and styles with their content, event attributes,
 * style and class attributes, `javascript:`/`data:` and protocol-relative links, frames, SVG, MathML.
 * A tag not allowed keeps its text (escaped); see docs/shop-content.md.
 */

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their content is dropped with them, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'noembed', 'noframes', 'xmp', 'template', 'svg', 'math', 'title', 'object', 'embed'],
  transformTags: {
    h1: 'h2',
    // An image stays only when it is one the console stored; an address elsewhere drops the image.
    img: (tagName, attribs) => (attribs.src && UPLOADED_IMAGE_ADDRESS.test(attribs.src) ? { tagName, attribs: { src: attribs.src, ...(attribs.alt ? { alt: attribs.alt } : {}) } } : { tagName: 'dropped-image', attribs: {} }),
  },
  exclusiveFilter: (frame) => frame.tag === 'dropped-image',
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/** `html` reduced to the allow-list; an empty paragraph alone becomes the empty string. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return /^(<p>(\s|<br \/>)*<\/p>)*$/.test(clean) ? '' : clean;
}
