import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { AlertIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { notify } from '../../lib/notify';

const Box = styled.div`
  display: grid;
  gap: 0.9rem;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.plum900};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.5rem;
  margin-top: 0.4rem;
`;

const SecretText = styled.textarea`
  flex: 1 1 14rem;
  min-width: 0;
  min-height: 46px;
  resize: none;
  overflow: hidden;
  line-height: 1.5;
  word-break: break-all;
  padding: 0.65rem 0.9rem;
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sand100};
  color: ${({ theme }) => theme.colors.plum900};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 3px rgba(47, 111, 219, 0.3);
  }
`;

const Warning = styled.p`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  padding: 0.65rem 0.8rem;
  border-left: 4px solid ${({ theme }) => theme.colors.gold500};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gold100};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  svg { flex: none; width: 20px; height: 20px; color: #7a5310; }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A signing secret, shown once: monospace, selected on focus, with Copy and the warning that it will not show again. */
export function SecretReveal({ secret, lead }: { secret: string; lead: string }) {
  const inputId = useId();
  const warningId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success('Secret copied');
    } catch (error) {
      // No clipboard access (an insecure origin, a denied permission): the secret is selected to copy by hand.
      console.warn('Copying the webhook secret failed.', error);
      inputRef.current?.focus();
      inputRef.current?.select();
      notify.error('Failed to copy the secret: it is selected, copy it by hand');
    }
  };
  return (
    <Box>
      <Lead>{lead}</Lead>
      <div>
        <Label htmlFor={inputId}>Signing secret</Label>
        <Row>
          <SecretText
            ref={inputRef}
            id={inputId}
            readOnly
            rows={2}
            value={secret}
            spellCheck={false}
            aria-describedby={warningId}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" $variant="secondary" onClick={() => void copy()}>
            Copy
          </Button>
        </Row>
      </div>
      <Warning id={warningId}>
        <AlertIcon aria-hidden="true" />
        Copy it now — you won't be able to see it again.
      </Warning>
    </Box>
  );
}

/** The dialog that shows a rotated secret once. */
export function SecretDialog({ title, secret, lead, onClose }: { title: string; secret: string; lead: string; onClose: () => void }) {
  return (
    <Modal title={title} onClose={onClose} width={520}>
      <Box>
        <SecretReveal secret={secret} lead={lead} />
        <Actions>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </Actions>
      </Box>
    </Modal>
  );
}
