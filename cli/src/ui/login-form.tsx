import { PasswordInput, Spinner, TextInput } from '@inkjs/ui';
import { Box, Text, useApp } from 'ink';
import { useEffect, useState } from 'react';

export interface LoginFormValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  apiUrl: string;
  /** Prefilled e-mail (from `--email`): the form then asks only for the password. */
  initialEmail?: string | undefined;
  /** Logs in; resolves with the line to show on success ("Logged in as ..."). */
  onSubmit: (values: LoginFormValues) => Promise<string>;
}

/**
 * Text typed before the prompt appeared can arrive with a line feed inside (the terminal was not in raw mode
 * yet); treat it like pressing enter instead of keeping the line break in the value.
 */
const submitOnLineBreak = (submit: (value: string) => void) => (value: string) => {
  const lineBreak = value.search(/[\r\n]/);
  if (lineBreak >= 0) submit(value.slice(0, lineBreak));
};

type Step = 'email' | 'password' | 'submitting' | 'done' | 'failed';

/**
 * The interactive `auth login` form: e-mail, masked password, a spinner while signing in, then the result.
 * Exits the Ink app with the success message, or with the error so the command reports it (exit code 1/4).
 */
export function LoginForm({ apiUrl, initialEmail, onSubmit }: LoginFormProps) {
  const { exit } = useApp();
  const [step, setStep] = useState<Step>(initialEmail ? 'password' : 'email');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [result, setResult] = useState('');
  const [failure, setFailure] = useState<Error | undefined>(undefined);

  // Exit only after the final frame (success line, or no spinner) has rendered.
  useEffect(() => {
    if (step === 'done') exit(result);
    if (step === 'failed') exit(failure);
  }, [step, result, failure, exit]);

  const submitEmail = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) {
      setProblem('Email is required');
      return;
    }
    setProblem(undefined);
    setEmail(trimmed);
    setStep('password');
  };

  const submitPassword = (password: string) => {
    if (!password) {
      setProblem('Password is required');
      return;
    }
    setProblem(undefined);
    setStep('submitting');
    onSubmit({ email, password }).then(
      (message) => {
        setResult(message);
        setStep('done');
      },
      (error: unknown) => {
        setFailure(error instanceof Error ? error : new Error(String(error)));
        setStep('failed');
      },
    );
  };

  return (
    <Box flexDirection="column">
      <Text dimColor>Log in to MomStride at {apiUrl}</Text>
      <Box gap={1}>
        <Text color="cyan">?</Text>
        <Text bold>Email:</Text>
        {step === 'email' ? (
          <TextInput placeholder="you@example.com" onChange={submitOnLineBreak(submitEmail)} onSubmit={submitEmail} />
        ) : (
          <Text>{email}</Text>
        )}
      </Box>
      {step !== 'email' && (
        <Box gap={1}>
          <Text color="cyan">?</Text>
          <Text bold>Password:</Text>
          {step === 'password' ? (
            <PasswordInput onChange={submitOnLineBreak(submitPassword)} onSubmit={submitPassword} />
          ) : (
            <Text dimColor>********</Text>
          )}
        </Box>
      )}
      {problem && <Text color="red">{problem}</Text>}
      {step === 'submitting' && <Spinner label="Signing in..." />}
      {step === 'done' && (
        <Text>
          <Text color="green">✓</Text> {result}
        </Text>
      )}
    </Box>
  );
}
