import { mergeAttributes, Node } from '@tiptap/react';
import { photoBaseOf } from '@/domain/content/rich-image';

/**
 * A picture in a text (issue 44): a photo of the site's library, where the cursor was, with its
 * alt text in the text's language and its size (the page reserves its place). Only what the
 * sanitizer keeps (domain/content/rich-image.ts) is taken in: a picture pasted from another site
 * is left out rather than kept in a text the page would not show.
 */
export const RichImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: '' },
      width: { default: null },
      height: { default: null },
    };
  },
  parseHTML() {
    return [
      { tag: 'img[src]', getAttrs: (element) => (photoBaseOf(element.getAttribute('src') ?? '') ? null : false) },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
});
