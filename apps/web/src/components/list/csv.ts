/** CSV export in the browser; the format itself lives in packages/domain, shared with the server's reports. */
export { cellText, toCsv, type CsvColumn } from '@back-office/domain';

/**
 * Saves what `address` answers as a file, leaving the console where it is; an empty `filename` keeps
 * the name the server gives.
 */
export function saveFrom(address: string, filename = ''): void {
  const link = document.createElement('a');
  link.href = address;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Saves `text` as a file through a temporary object URL. */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  saveFrom(url, filename);
  // Revoking at once can cancel the download in some browsers; the URL is only needed for the click.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
