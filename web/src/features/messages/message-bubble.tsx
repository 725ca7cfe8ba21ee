import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { FlagIcon } from '../../components/report/flag-icon';
import { colors, fontSizes, fontWeights, radii, space } from '../../styles/theme';

const Item = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: ${space[1]};
  max-width: 100%;
`;

const Line = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: ${({ $mine }) => ($mine ? 'row-reverse' : 'row')};
  align-items: center;
  gap: ${space[1]};
  max-width: min(78%, 36rem);
  &:hover > button, & > button:focus-visible { opacity: 1; }
`;

const Bubble = styled.p<{ $mine: boolean; $state: 'sent' | 'sending' | 'failed' }>`
  min-width: 0;
  padding: ${space[2.5]} ${space[3.5]};
  border-radius: ${radii.lg};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.45;
  ${({ $mine, theme }) =>
    $mine
      ? css`
          background: ${theme.colors.plum700};
          color: ${theme.colors.white};
          border-bottom-right-radius: 6px;
        `
      : css`
          background: ${theme.colors.sand100};
          color: ${theme.colors.ink};
          border: 1px solid ${theme.colors.border};
          border-bottom-left-radius: 6px;
        `}
  ${({ $state }) => $state === 'sending' && 'opacity: 0.7;'}
  ${({ $state, theme }) =>
    $state === 'failed' &&
    css`
      background: ${theme.colors.dangerBg};
      color: ${theme.colors.ink};
      border: 1px solid ${theme.colors.danger};
    `}
`;

const Report = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${colors.inkSoft};
  cursor: pointer;
  opacity: 0;
  transition: opacity 0.15s ease;
  &:hover { background: ${colors.sand200}; color: ${colors.coral700}; }
  svg { width: 17px; height: 17px; }
  @media (hover: none) { opacity: 1; }
`;

const Meta = styled.p<{ $failed?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1]} ${space[2]};
  padding: 0 ${space[1.5]};
  font-size: ${fontSizes.xs};
  color: ${({ $failed, theme }) => ($failed ? theme.colors.danger : theme.colors.inkSoft)};
  font-weight: ${({ $failed }) => ($failed ? 600 : 400)};
  button {
    padding: ${space[1]} ${space[1]};
    border: 0;
    background: none;
    color: ${colors.plum700};
    font-size: inherit;
    font-weight: ${fontWeights.bold};
    text-decoration: underline;
    cursor: pointer;
  }
`;

export interface BubbleProps {
  mine: boolean;
  /** Who wrote it, for screen readers ("You", or her first name). */
  author: string;
  content: string;
  state?: 'sent' | 'sending' | 'failed';
  /** The line under the bubble (time label, "Seen", "Sending…", "Not sent" with its actions), when it has one. */
  meta?: ReactNode;
  /** Report this message (only for messages she received). */
  onReport?: () => void;
}

/** One message: hers on the right, her partner's on the left, with its line of details underneath. */
export function MessageBubble({ mine, author, content, state = 'sent', meta, onReport }: BubbleProps) {
  return (
    <Item $mine={mine} data-state={state}>
      <Line $mine={mine}>
        <Bubble $mine={mine} $state={state}>
          <span className="visually-hidden">{author}: </span>
          {content}
        </Bubble>
        {onReport ? (
          <Report type="button" onClick={onReport} aria-label={`Report this message from ${author}`} title="Report message">
            <FlagIcon />
          </Report>
        ) : null}
      </Line>
      {meta ? <Meta $failed={state === 'failed'}>{meta}</Meta> : null}
    </Item>
  );
}
