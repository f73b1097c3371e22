import sanitizeHtml from 'sanitize-html';
import { textImageAttributes } from './rich-image';

const IMAGE_ATTRIBUTES = ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'];

/**
 * Agency-authored HTML from the settings, made safe to render (no scripts, handlers or styles). A
 * picture written into a text (rich-image.ts) stays when it is a photo of the site's own library,
 * rewritten from its address alone with its alt text and size; any other image is taken out.
 */
export function safeHtml(html: string | undefined | null): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['scope'], img: IMAGE_ATTRIBUTES },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // An image's address is a path of this site (rich-image.ts): no scheme, no other host.
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
      img: (tagName, attribs) => {
        const kept = textImageAttributes(attribs);
        return { tagName, attribs: kept ?? {} };
      },
    },
    // The image refused above (left without an address) is dropped.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}
