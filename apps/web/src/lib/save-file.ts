/** Hands a downloaded file to the browser's own download, under the name given. */
export const saveFile = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by then; keeping it would hold the file in memory.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
