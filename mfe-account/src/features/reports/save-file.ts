/**
 * Hands a downloaded file to the browser to save under `fileName`, as a link with `download`
 * would. The object URL is let go a moment later: some browsers read it after the click returns.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
