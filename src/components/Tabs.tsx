import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { touchTargetStyles } from '../theme/touch';

/** One tab of {@link Tabs}. */
export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  /** Shown after the label, e.g. how many chats have this status; omitted = no count. */
  count?: number;
}

/** Props of {@link Tabs}. */
export interface TabsProps<V extends string> {
  items: readonly TabItem<V>[];
  /** The selected tab. */
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the tab list, e.g. "Chat status". */
  label: string;
  /** Id of the element the tabs filter (`aria-controls`). */
  controls?: string;
  /** Prefix of the tabs' element ids (`<idPrefix>-<value>`). */
  idPrefix: string;
}

const StyledList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const StyledTab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 32px;
  ${touchTargetStyles}
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &:hover:not([aria-selected='true']) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledCount = styled.span`
  font-variant-numeric: tabular-nums;
  opacity: 0.85;
`;

/**
 * A row of pill tabs that filter one region (issue #9 point 3: the chats screen's status
 * tabs with counts). WAI-ARIA tabs with automatic activation: one Tab stop (the selected
 * tab); ←/→ (and ↑/↓) move to the previous/next tab and select it, Home/End the first/last.
 * The tabs wrap on narrow screens and are 44 px tall on touch screens.
 */
export function Tabs<V extends string>({
  items,
  value,
  onChange,
  label,
  controls,
  idPrefix,
}: TabsProps<V>) {
  const refs = useRef(new Map<V, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    let next: number;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown')
      next = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else return;
    event.preventDefault();
    const target = items[next].value;
    refs.current.get(target)?.focus();
    onChange(target);
  };
  return (
    <StyledList role="tablist" aria-label={label}>
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <StyledTab
            key={item.value}
            ref={(node) => {
              if (node) refs.current.set(item.value, node);
              else refs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${item.value}`}
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
            {item.count !== undefined && (
              <>
                {' '}
                <StyledCount>{item.count}</StyledCount>
              </>
            )}
          </StyledTab>
        );
      })}
    </StyledList>
  );
}
