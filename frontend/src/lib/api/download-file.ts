/**
 * Saves a file the API sent (a call that carries the session, which a plain link cannot) under the name its
 * Content-Disposition gives, or `fallbackName` when the answer names none.
 */
export function saveDownload(file: Blob, response: Response, fallbackName: string): void {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = named?.[1] ?? fallbackName;
  link.click();
  URL.revokeObjectURL(url);
}
