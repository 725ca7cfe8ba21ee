import styled from 'styled-components';
import { colors, radii } from '../../styles/theme';

/** A rounded, bordered list of rows divided by lines: a webhook's delivery log, the System tab's slowest operations. */
export const RuledList = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  overflow: hidden;
  > li + li { border-top: 1px solid ${colors.border}; }
`;
