import { Box, Text } from 'ink';

export interface EventDetailViewProps {
  title: string;
  /** ("Starts", "Sat, May 2, 2026, 9:00 AM CDT"), … in order; empty ones already left out. */
  fields: readonly (readonly [label: string, value: string])[];
  statusColor?: string | undefined;
}

/** `events show` (and what create and update print) on a terminal. */
export function EventDetailView({ title, fields, statusColor }: EventDetailViewProps) {
  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      <Box paddingLeft={2} flexDirection="column">
        {fields.map(([label, value]) => (
          <Box key={label}>
            <Box width={14} flexShrink={0}>
              <Text dimColor>{label}</Text>
            </Box>
            <Text color={label === 'Status' ? statusColor : undefined}>{value}</Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
