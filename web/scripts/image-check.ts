/**
 * The image checks of the Worker (shared/lib/image-check.ts: type, size, dimensions, the whole
 * image decoded) and the file size in the reader's words, as a module of its own: the presenter
 * image field's module (presenter-image.ts) loads it only once a file is chosen, so the account
 * profile page does not pay for the decoders before then.
 */
export { checkImageBlob } from '#shared/lib/image-check.ts';
export { formatFileSize } from '#shared/lib/dates.ts';
