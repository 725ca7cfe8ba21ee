import { Box, Text } from 'ink';

export interface TableColumn<Row> {
  header: string;
  value: (row: Row) => string;
  /** Ink color name for a cell, e.g. 'green'. */
  color?: (row: Row) => string | undefined;
}

export interface TableProps<Row> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
}

const GAP = 2;

/** A plain aligned table: bold headers, columns as wide as their widest cell. */
export function Table<Row>({ rows, columns }: TableProps<Row>) {
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  const widths = columns.map((column, index) =>
    Math.max(column.header.length, ...cells.map((line) => (line[index] ?? '').length)),
  );
  return (
    <Box flexDirection="column">
      <Box>
        {columns.map((column, index) => (
          <Box key={column.header} width={(widths[index] ?? 0) + GAP} flexShrink={0}>
            <Text bold>{column.header.toUpperCase()}</Text>
          </Box>
        ))}
      </Box>
      {rows.map((row, rowIndex) => (
        <Box key={rowIndex}>
          {columns.map((column, index) => (
            <Box key={column.header} width={(widths[index] ?? 0) + GAP} flexShrink={index === columns.length - 1 ? 1 : 0}>
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
