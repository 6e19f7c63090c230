// The sources of a product image, shared by the pages that show it and the server that preloads it (a tool page's
// head), so the browser picks the same file for both. The upload pipeline keeps three widths of every image
// (features/uploads on the API): ?size=thumb (400 px on the
// long side), ?size=medium (800 px) and the full image (1600 px). Images uploaded before the medium copy existed
// answer ?size=medium with the full image, so the srcset is right for every upload.
const UPLOADED = /^\/api\/images\/[^/?#]+$/;

/** The `srcSet` of one of our uploaded images; undefined for any other URL (it has one width only). */
export const imageSrcSet = (url: string): string | undefined =>
  UPLOADED.test(url) ? `${url}?size=thumb 400w, ${url}?size=medium 800w, ${url} 1600w` : undefined;

/** The small copy of an uploaded image, for thumbnails; any other URL as it is. */
export const thumbnailOf = (url: string): string => (UPLOADED.test(url) ? `${url}?size=thumb` : url);

/** `sizes` of a tool page's main image (its gallery): the page's <img> and the server's preload of it. */
export const TOOL_IMAGE_SIZES = '(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw';
