/** doc 1 §9: a file name longer than this is shortened for display. */
export const FILE_NAME_DISPLAY_LIMIT = 40;

/**
 * A file name as shown under an upload field: names over 40 characters keep their start and
 * their extension with an ellipsis between, so `…passport-scan.pdf` stays recognisable.
 */
export function displayFileName(name: string, limit = FILE_NAME_DISPLAY_LIMIT): string {
  const chars = [...name];
  if (chars.length <= limit) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
  const keep = limit - 1 - [...extension].length;
  return `${chars.slice(0, keep).join('')}…${extension}`;
}

/** The name part of a stored file path or URL (`/api/files/abc` → `abc`). */
export function fileNameOfPath(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? '';
}
