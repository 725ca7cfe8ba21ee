import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon } from './icons';
import { ModalDialog } from './confirm-dialog';
import { useModalDialog } from '../kit/use-modal-dialog';
import { colors, controlHeights, radii, space } from '../styles/theme';

const Dialog = styled(ModalDialog)<{ $width: number }>`
  width: min(${({ $width }) => $width}px, calc(100vw - 2rem));
  padding: 0;
  overflow: hidden;
  &[open] { display: flex; flex-direction: column; }
`;

const Head = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[4]};
  padding: ${space[5]} ${space[5]} ${space[3]} ${space[6]};
  h2 { overflow-wrap: anywhere; }
`;

const Close = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: ${controlHeights.sm};
  height: ${controlHeights.sm};
  margin: -${space[1.5]} -${space[1.5]} 0 0;
  border: 0;
  border-radius: ${radii.md};
  background: transparent;
  color: ${colors.inkSoft};
  cursor: pointer;
  &:hover { background: ${colors.sand100}; color: ${colors.plum800}; }
`;

const Body = styled.div`
  overflow-y: auto;
  padding: 0 ${space[6]} ${space[6]};
`;

/**
 * A modal dialog with a title and a close button (native <dialog>: focus stays inside, Escape closes). It opens when
 * mounted and hands the focus back to where it was when it goes. Render it while it should be open.
 */
export function Modal({ title, onClose, width = 480, children }: { title: ReactNode; onClose: () => void; width?: number; children: ReactNode }) {
  const ref = useModalDialog();
  const titleId = useId();
  return (
    <Dialog
      ref={ref}
      $width={width}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <Head>
        <h2 id={titleId}>{title}</h2>
        <Close type="button" aria-label="Close" onClick={onClose}>
          <CloseIcon width={22} height={22} />
        </Close>
      </Head>
      <Body>{children}</Body>
    </Dialog>
  );
}
