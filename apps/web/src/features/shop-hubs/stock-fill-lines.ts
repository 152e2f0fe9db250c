/** A row of a Fill Stock In/Out table: units in and out, blank for none. */
interface FillRow {
  stockId: number;
  stockIn?: number | null;
  stockOut?: number | null;
}

/**
 * The rows of a fill table worth sending (those with units in or out), and how to find the row of a
 * line the server refused: it names `inputs.1.stockOut` for the second line sent, which is the table's
 * `fills.4.stockOut` when rows were left blank before it.
 */
export function linesToSend(fills: readonly FillRow[]) {
  const rowOfLine: number[] = [];
  const inputs = fills.flatMap(({ stockId, stockIn, stockOut }, row) => {
    if (!stockIn && !stockOut) return [];
    rowOfLine.push(row);
    return [{ stockId, stockIn, stockOut }];
  });
  const fieldOf = (sentAs: string) => (serverField: string) => {
    const [root, line, ...rest] = serverField.split('.');
    const row = root === sentAs && line !== undefined ? rowOfLine[Number(line)] : undefined;
    return row === undefined ? serverField : ['fills', String(row), ...rest].join('.');
  };
  return { inputs, fieldOf };
}
