/** Whether a chosen file is one the import takes (admin-automation.md §5: .xls and .xlsx); the server checks its bytes too. */
export const isSpreadsheet = (fileName: string) => /\.xlsx?$/i.test(fileName.trim());
