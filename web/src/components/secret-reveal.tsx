import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { notify } from '../lib/notify';
import { Button } from './button';
import { AlertIcon, CheckCircleIcon } from './icons';
import { Modal } from './modal';

const Box = styled.div`
  display: grid;
  gap: 1rem;
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  code { white-space: nowrap; font-size: ${({ theme }) => theme.fontSizes.sm}; }
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
  button { flex: none; min-width: 7.5rem; }
  svg { width: 18px; height: 18px; }
`;

const SecretText = styled.textarea`
  flex: 1 1 16rem;
  min-width: 0;
  min-height: 46px;
  resize: none;
  overflow: hidden;
  word-break: break-all;
  line-height: 1.5;
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

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

interface SecretRevealProps {
  /** The field's label, e.g. "Token" or "Signing secret". */
  readonly label: string;
  readonly secret: string;
  /** What the secret is for and how to use it. */
  readonly lead: ReactNode;
}

/**
 * A secret shown once (an access token, a webhook's signing secret): monospace and whole, selected on focus, Copy (then
 * "Copied"; without clipboard access it is selected to copy by hand) and the warning that it will not show again.
 */
export function SecretReveal({ label, secret, lead }: SecretRevealProps) {
  const inputId = useId();
  const warningId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 4000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch (error) {
      // No clipboard access (an insecure origin, a denied permission): the secret is selected to copy by hand.
      console.warn(`Copying the ${label.toLowerCase()} failed.`, error);
      inputRef.current?.focus();
      inputRef.current?.select();
      notify.error(`Failed to copy the ${label.toLowerCase()}: it is selected, copy it by hand`);
    }
  };

  return (
    <Box>
      <Lead>{lead}</Lead>
      <div>
        <Label htmlFor={inputId}>{label}</Label>
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
          <Button type="button" $variant="secondary" onClick={() => void copy()} aria-live="polite">
            {copied ? (
              <>
                <CheckCircleIcon aria-hidden="true" /> Copied
              </>
            ) : (
              'Copy'
            )}
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

/** A dialog that shows a secret once, with Done. */
export function SecretDialog({ title, onClose, ...reveal }: SecretRevealProps & { readonly title: string; readonly onClose: () => void }) {
  return (
    <Modal title={title} onClose={onClose} width={560}>
      <Box>
        <SecretReveal {...reveal} />
        <Actions>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </Actions>
      </Box>
    </Modal>
  );
}
