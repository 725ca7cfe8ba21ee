import { useId, useLayoutEffect, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { SendIcon } from '../../components/icons';
import { formatCount } from '../../lib/numbers';
import { isSendable, MESSAGE_COUNTER_FROM, MESSAGE_MAX_LENGTH, messageLength } from './message-rules';
import { colors, controlHeights, focusRing, fontSizes, fontWeights, space } from '../../styles/theme';

const Form = styled.form`
  display: grid;
  gap: ${space[1.5]};
  padding: ${space[3]};
  border-top: 1px solid ${colors.border};
  background: ${colors.white};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${space[2.5]};
`;

const Box = styled.textarea<{ $invalid: boolean }>`
  flex: 1;
  min-width: 0;
  min-height: ${controlHeights.lg};
  max-height: 168px;
  padding: ${space[3]} ${space[4]};
  border-radius: 22px;
  border: 1.5px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  background: ${colors.sand50};
  line-height: 1.45;
  resize: none;
  overflow-y: auto;
  &::placeholder { color: #857784; }
  &:focus-visible {
    outline: none;
    border-color: ${colors.focus};
    box-shadow: ${focusRing};
  }
`;

const Send = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: ${controlHeights.lg};
  height: ${controlHeights.lg};
  border: 0;
  border-radius: 50%;
  background: ${colors.coral600};
  color: ${colors.white};
  cursor: pointer;
  &:not(:disabled):hover { background: ${colors.coral700}; }
  &:disabled { cursor: not-allowed; background: ${colors.sand300}; color: ${colors.inkSoft}; }
  svg { width: 21px; height: 21px; }
`;

const Counter = styled.p<{ $over: boolean }>`
  padding: 0 ${space[2.5]};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.semibold};
  text-align: right;
  color: ${({ $over, theme }) => ($over ? theme.colors.danger : theme.colors.inkSoft)};
`;

/**
 * The send box (docs/product.md, Validation rules: non-blank content): Enter sends, Shift+Enter starts a new line (and Enter while an input
 * method is composing does neither). It grows with its text up to a few lines; near the 5,000-character bound it
 * shows what is left, and past it it says so and holds the message back.
 */
export function Composer({
  partnerName,
  initialText = '',
  onSend,
  textareaRef,
}: {
  partnerName: string;
  /** What the box starts with (a welcome prefilled by the Community screen). */
  initialText?: string;
  onSend: (content: string) => void;
  /** The box itself, for the thread to focus. */
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const [text, setText] = useState(initialText);
  const boxId = useId();
  const counterId = useId();
  const length = messageLength(text);
  const over = length > MESSAGE_MAX_LENGTH;
  const sendable = isSendable(text);

  useLayoutEffect(() => {
    const box = textareaRef.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${box.scrollHeight + 3}px`;
  }, [text, textareaRef]);

  const submit = () => {
    if (!sendable) return;
    onSend(text);
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Form onSubmit={onSubmit} aria-label={`Send a message to ${partnerName}`}>
      <label htmlFor={boxId} className="visually-hidden">
        Message {partnerName}
      </label>
      <Row>
        <Box
          id={boxId}
          ref={textareaRef}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Write a message…"
          aria-describedby={length >= MESSAGE_COUNTER_FROM ? counterId : undefined}
          aria-invalid={over || undefined}
          $invalid={over}
          enterKeyHint="send"
        />
        <Send type="submit" disabled={!sendable} aria-label="Send message">
          <SendIcon />
        </Send>
      </Row>
      {length >= MESSAGE_COUNTER_FROM ? (
        <Counter id={counterId} $over={over} aria-live="polite">
          {over
            ? `Messages can be at most ${formatCount(MESSAGE_MAX_LENGTH)} characters (${formatCount(length - MESSAGE_MAX_LENGTH)} too many)`
            : `${formatCount(MESSAGE_MAX_LENGTH - length)} characters left`}
        </Counter>
      ) : null}
    </Form>
  );
}
