import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fonts, space } from '../styles/theme';

const Wrap = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space[4]};
  h1 {
    font-family: ${fonts.display};
    font-size: clamp(1.75rem, 4vw, 2.25rem);
    letter-spacing: -0.01em;
  }
  p {
    margin-top: ${space[1.5]};
    max-width: 42rem;
    color: ${colors.inkSoft};
  }
`;

/** The title block of a signed-in screen. */
export function PageHeading({ title, subtitle, action }: { title: ReactNode; subtitle?: ReactNode; action?: ReactNode }) {
  return (
    <Wrap>
      <div>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </div>
      {action}
    </Wrap>
  );
}
