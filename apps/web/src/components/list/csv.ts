/** CSV export in the browser; the format itself lives in packages/domain, shared with the server's reports. */
export { cellText, toCsv, type CsvColumn } from '@back-office/domain';

/** Saves `text` as a file through a temporary object URL. */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the URL is only needed for the click.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
