import { TextInput } from '@inkjs/ui';
import { Box, Text, useApp } from 'ink';
import { useEffect, useState } from 'react';

export interface EventFormPrompt {
  key: string;
  label: string;
  placeholder?: string | undefined;
  /** The problem with an answer ("Please fill in all required fields"), or undefined when it will do. */
  check: (answer: string) => string | undefined;
}

export interface EventFormProps {
  heading: string;
  /** Asked one after the other. */
  prompts: readonly EventFormPrompt[];
}

/**
 * Asks an event's fields one by one (`events create` on a terminal when flags are missing): each answer is checked
 * as it is given and the prompt stays until it will do. Exits the Ink app with the answers by key (trimmed), or
 * with undefined on Ctrl+C.
 */
export function EventForm({ heading, prompts }: EventFormProps) {
  const { exit } = useApp();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const step = Object.keys(answers).length;
  const current = prompts[step];

  // Exit only after the last answer has been drawn.
  useEffect(() => {
    if (step >= prompts.length) exit(answers);
  }, [step, prompts.length, answers, exit]);

  const submit = (value: string) => {
    if (!current) return;
    const answer = value.trim();
    const trouble = current.check(answer);
    setProblem(trouble);
    if (trouble === undefined) setAnswers((previous) => ({ ...previous, [current.key]: answer }));
  };

  return (
    <Box flexDirection="column">
      <Text dimColor>{heading}</Text>
      {prompts.slice(0, step + 1).map((prompt, index) => (
        <Box key={prompt.key} gap={1}>
          <Text color="cyan">?</Text>
          <Text bold>{prompt.label}:</Text>
          {index === step ? (
            <TextInput key={prompt.key} placeholder={prompt.placeholder} onSubmit={submit} />
          ) : (
            <Text>{answers[prompt.key] ?? ''}</Text>
          )}
        </Box>
      ))}
      {problem && <Text color="red">{problem}</Text>}
    </Box>
  );
}
