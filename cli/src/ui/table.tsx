import { Box, Text } from 'ink';

export interface TableColumn<Row> {
  header: string;
  value: (row: Row) => string;
  /** Ink color name for a cell, e.g. 'green'. */
  color?: (row: Row) => string | undefined;
  /** Never shrunk to fit the terminal (e.g. an id the person copies into the next command). */
  keepWidth?: boolean;
}

export interface TableProps<Row> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** Terminal columns available; wider tables shrink their widest columns (cells end in "…"). */
  width?: number;
}

const GAP = 2;
/** A column is never shrunk below this many characters (or its header, when shorter). */
const MIN_COLUMN = 8;

/**
 * Column widths (without the gap) that fit `available` characters including the gaps: the widest column
 * gives up one character at a time until the table fits or nothing can shrink further. Columns marked in
 * `kept` keep their natural width.
 */
export function fitColumnWidths(natural: readonly number[], available: number, kept: readonly boolean[] = []): number[] {
  const widths = [...natural];
  const minimums = natural.map((width, index) => (kept[index] ? width : Math.min(width, MIN_COLUMN)));
  const total = () => widths.reduce((sum, width) => sum + width + GAP, 0);
  while (total() > available) {
    let widest = -1;
    widths.forEach((width, index) => {
      if (width > (minimums[index] ?? 0) && (widest < 0 || width > (widths[widest] ?? 0))) widest = index;
    });
    if (widest < 0) break;
    widths[widest] = (widths[widest] ?? 0) - 1;
  }
  return widths;
}

/** A plain aligned table: bold headers, columns as wide as their widest cell, fitted to the terminal. */
export function Table<Row>({ rows, columns, width }: TableProps<Row>) {
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  const natural = columns.map((column, index) =>
    Math.max(column.header.length, ...cells.map((line) => (line[index] ?? '').length)),
  );
  const widths = width === undefined ? natural : fitColumnWidths(natural, width, columns.map((column) => column.keepWidth === true));
  return (
    <Box flexDirection="column">
      <Box>
        {columns.map((column, index) => (
          <Box key={column.header} width={widths[index] ?? 0} marginRight={GAP} flexShrink={0}>
            <Text bold wrap="truncate-end">
              {column.header.toUpperCase()}
            </Text>
          </Box>
        ))}
      </Box>
      {rows.map((row, rowIndex) => (
        <Box key={rowIndex}>
          {columns.map((column, index) => (
            <Box key={column.header} width={widths[index] ?? 0} marginRight={GAP} flexShrink={0}>
              <Text color={column.color?.(row)} wrap="truncate-end">
                {cells[rowIndex]?.[index] ?? ''}
              </Text>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
