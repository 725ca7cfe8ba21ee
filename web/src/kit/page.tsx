import styled from 'styled-components';
import { Container } from '../components/container';
import { space } from '../styles/theme';

/**
 * Every screen's wrapper: the centred column with the page's side padding, its parts stacked. The single column is
 * `minmax(0, 1fr)` so that a part wider than a phone (a row of tabs, a table) scrolls inside its own box instead of
 * widening the page. `$gap` (a step of the space scale) and `$maxWidth` for screens that differ; `$public` for a screen
 * in the public frame, whose main area has no room above or below of its own.
 */
export const Page = styled(Container)<{ $gap?: keyof typeof space; $maxWidth?: string; $public?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ $gap = 6 }) => space[$gap]};
  ${({ $maxWidth }) => ($maxWidth ? `max-width: ${$maxWidth};` : '')}
  ${({ $public }) => ($public ? `padding-block: ${space[8]} ${space[14]};` : '')}
`;
