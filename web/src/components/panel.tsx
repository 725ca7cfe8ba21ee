import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface } from '../styles/surface';

/** A white card section of a signed-in screen. */
export const Panel = styled.section`
  min-width: 0;
  padding: 1.25rem;
  ${cardSurface}
  /* Scrolled to, it stays clear of the sticky header. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  @media (min-width: 640px) {
    padding: 1.5rem;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 1.1rem;
  > svg {
    flex: none;
    width: 40px;
    height: 40px;
    padding: 9px;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.coral100};
    color: ${({ theme }) => theme.colors.coral700};
  }
  > div { flex: 1; min-width: 0; }
`;

const Aside = styled.div`
  flex: none;
  margin-left: auto;
`;

/** Icon, heading (with the id the panel is labelled by) and an optional action at the right. */
export function PanelHeader({
  icon,
  id,
  title,
  action,
}: {
  icon?: ReactNode;
  id: string;
  title: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Head>
      {icon}
      <div>
        <h2 id={id}>{title}</h2>
      </div>
      {action ? <Aside>{action}</Aside> : null}
    </Head>
  );
}
