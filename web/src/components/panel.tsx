import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface } from '../styles/surface';
import { colors, controlHeights, fontSizes, layout, radii, space } from '../styles/theme';

/** A white card section of a signed-in screen. */
export const Panel = styled.section`
  min-width: 0;
  padding: ${space[5]};
  ${cardSurface}
  /* Scrolled to, it stays clear of the sticky header. */
  scroll-margin-top: calc(${layout.headerHeight} + 1rem);
  @media (min-width: 640px) {
    padding: ${space[6]};
  }
  h2 {
    font-size: ${fontSizes.xl};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  margin-bottom: ${space[4]};
  > svg {
    flex: none;
    width: ${controlHeights.sm};
    height: ${controlHeights.sm};
    padding: 9px;
    border-radius: ${radii.md};
    background: ${colors.coral100};
    color: ${colors.coral700};
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
