import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { notify } from '../lib/notify';
import { Button } from './button';
import { AlertIcon, CheckCircleIcon } from './icons';
import { Modal } from './modal';
import { colors, controlHeights, focusRing, fontSizes, fontWeights, radii, space } from '../styles/theme';

const Box = styled.div`
  display: grid;
  gap: ${space[4]};
`;

const Lead = styled.p`
  color: ${colors.inkSoft};
  code { white-space: nowrap; font-size: ${fontSizes.sm}; }
`;

const Label = styled.label`
  font-weight: ${fontWeights.semibold};
  font-size: ${fontSizes.sm};
  color: ${colors.plum900};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space[2]};
  margin-top: ${space[1.5]};
  button { flex: none; min-width: 7.5rem; }
  svg { width: 18px; height: 18px; }
`;

const SecretText = styled.textarea`
  flex: 1 1 16rem;
  min-width: 0;
  min-height: ${controlHeights.lg};
  resize: none;
  overflow: hidden;
  word-break: break-all;
  line-height: 1.5;
  padding: ${space[2.5]} ${space[3.5]};
  border: 1.5px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.sand100};
  color: ${colors.plum900};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: ${fontSizes.sm};
  &:focus-visible {
    outline: none;
    border-color: ${colors.focus};
    box-shadow: ${focusRing};
  }
`;

const Warning = styled.p`
  display: flex;
  gap: ${space[2]};
  align-items: flex-start;
  padding: ${space[2.5]} ${space[3]};
  border-left: 4px solid ${colors.gold500};
  border-radius: ${radii.sm};
  background: ${colors.gold100};
  color: ${colors.ink};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
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
