/** The largest image the content editor takes (refused in the browser, and again on the server). */
export const MAX_EDITOR_IMAGE = 5 * 1024 * 1024;
