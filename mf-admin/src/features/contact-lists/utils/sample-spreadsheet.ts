/** The columns of the sample spreadsheet, headed in the user's language (the import finds columns by these names in pt, en and es). */
export type SampleHeaders = { sheet: string; name: string; number: string; email: string };

/** The rows of the sample: the header, then two example contacts (one written without the country code). */
export function sampleRows(h: SampleHeaders): string[][] {
  return [
    [h.name, h.number, h.email],
    ['Maria Souza', '5511988887777', 'maria@example.com'],
    ['João Lima', '(21) 97777-6666', ''],
  ];
}

/** Builds the sample .xlsx in the browser; the spreadsheet library downloads only when the user asks for it. */
export async function downloadSampleSpreadsheet(h: SampleHeaders, fileName: string) {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sampleRows(h)), h.sheet);
  XLSX.writeFile(book, fileName);
}
