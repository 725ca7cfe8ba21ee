import { Box, Text } from 'ink';
import type { ReactNode } from 'react';

export interface OrderDetailViewProps {
  title: string;
  /** ("Placed", "Sat, May 2, 2026, 9:00 AM CDT"), … in order; empty ones already left out. */
  fields: readonly (readonly [label: string, value: string])[];
  statusColor?: string | undefined;
  /** "Items (3)". */
  itemsLabel: string;
  /** One text per order line ("2 × Walk Together Tee (Sage / M) at $28.00 = $56.00"). */
  lines: readonly string[];
  /** "$56.00". */
  subtotal: string;
}

const LABEL_WIDTH = 12;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Box width={LABEL_WIDTH} flexShrink={0}>
        <Text dimColor>{label}</Text>
      </Box>
      {children}
    </Box>
  );
}

/** `orders show` on a terminal: the facts, then the lines, then the subtotal. */
export function OrderDetailView({ title, fields, statusColor, itemsLabel, lines, subtotal }: OrderDetailViewProps) {
  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      <Box paddingLeft={2} flexDirection="column">
        {fields.map(([label, value]) => (
          <Row key={label} label={label}>
            <Text color={label === 'Status' ? statusColor : undefined}>{value}</Text>
          </Row>
        ))}
        <Text dimColor>{itemsLabel}</Text>
        <Box paddingLeft={2} flexDirection="column">
          {lines.map((line, index) => (
            <Text key={index}>{line}</Text>
          ))}
        </Box>
        <Row label="Subtotal">
          <Text bold>{subtotal}</Text>
        </Row>
      </Box>
    </Box>
  );
}
