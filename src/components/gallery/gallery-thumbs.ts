/** How many thumbnails the gallery shows under its first photo (the last one says how many more). */
export const GALLERY_THUMBS = 8;
