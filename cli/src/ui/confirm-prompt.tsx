import { ConfirmInput } from '@inkjs/ui';
import { Box, Text, useApp } from 'ink';
import { useEffect, useState } from 'react';

export interface ConfirmPromptProps {
  message: string;
  /** Called with the answer; when rendered through `runInk` the app also exits with `{ confirmed }`. */
  onAnswer?: (confirmed: boolean) => void;
}

/** "? Delete user Maya Lopez? (y/N)" — defaults to no. */
export function ConfirmPrompt({ message, onAnswer }: ConfirmPromptProps) {
  const { exit } = useApp();
  const [answer, setAnswer] = useState<boolean | undefined>(undefined);
  // Exit only after the answer has been drawn, so the terminal keeps "? Delete ...? yes".
  useEffect(() => {
    if (answer !== undefined) exit({ confirmed: answer });
  }, [answer, exit]);
  const settle = (confirmed: boolean) => {
    setAnswer(confirmed);
    onAnswer?.(confirmed);
  };
  return (
    <Box gap={1}>
      <Text color="cyan">?</Text>
      <Text bold>{message}</Text>
      {answer === undefined ? (
        <ConfirmInput defaultChoice="cancel" onConfirm={() => settle(true)} onCancel={() => settle(false)} />
      ) : (
        <Text dimColor>{answer ? 'yes' : 'no'}</Text>
      )}
    </Box>
  );
}
