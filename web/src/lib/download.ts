/** Has the browser download `url` (an attachment) from an action that is not a link itself, as a row menu's item. */
export function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}
