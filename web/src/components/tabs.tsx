import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { colors, controlHeights, fontSizes, fontWeights, radii, shadows, space } from '../styles/theme';

const List = styled.div`
  display: flex;
  gap: ${space[1.5]};
  padding: ${space[1]};
  border-radius: ${radii.pill};
  background: ${colors.sand200};
  width: fit-content;
  max-width: 100%;
  overflow-x: auto;
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: ${controlHeights.sm};
  padding: 0 ${space[4]};
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.inkSoft};
  font-weight: ${fontWeights.strong};
  white-space: nowrap;
  cursor: pointer;
  &:hover { color: ${colors.plum800}; }
  &[aria-selected='true'] {
    background: ${colors.white};
    color: ${colors.plum800};
    box-shadow: ${shadows.sm};
  }
`;

export const TabCount = styled.span`
  min-width: 1.6rem;
  padding: 0 ${space[2]};
  border-radius: ${radii.pill};
  background: ${colors.plum100};
  color: ${colors.plum800};
  font-size: ${fontSizes.xs};
  line-height: 1.6rem;
  text-align: center;
`;

const Panel = styled.div`
  margin-top: ${space[5]};
  &:focus-visible { outline-offset: 4px; }
`;

export interface TabDefinition<K extends string> {
  key: K;
  label: ReactNode;
  content: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs (automatic activation). */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: ReadonlyArray<TabDefinition<K>>;
  selected: K;
  onSelect: (key: K) => void;
}) {
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = (key: K) => `${baseId}-panel-${key}`;
  const current = tabs.find((t) => t.key === selected) ?? tabs[0];

  // On a narrow screen the row scrolls sideways: keep the selected tab in sight (a ?tab= link opens on it).
  useEffect(() => {
    const tab = refs.current.get(selected);
    const list = tab?.parentElement;
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    const [tabBox, listBox] = [tab.getBoundingClientRect(), list.getBoundingClientRect()];
    if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left + 8;
    else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right + 8;
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index >= last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index <= 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.key === current?.key;
          return (
            <Tab
              key={tab.key}
              ref={(el) => {
                if (el) refs.current.set(tab.key, el);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={active}
              aria-controls={panelId(tab.key)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      {current ? (
        <Panel role="tabpanel" id={panelId(current.key)} aria-labelledby={tabId(current.key)} tabIndex={0}>
          {current.content}
        </Panel>
      ) : null}
    </div>
  );
}
