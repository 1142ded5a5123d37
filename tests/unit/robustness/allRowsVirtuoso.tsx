/**
 * A stand-in for react-virtuoso's `Virtuoso` that renders every row (jsdom measures nothing,
 * so the real one shows none): the robustness cases must render each generated chat and
 * message. Same props as the real list: `data`, `itemContent`, `computeItemKey`,
 * `firstItemIndex`, `context`, and the `List`, `Item`, `Header`, `Footer` components.
 * Use with `jest.mock('react-virtuoso', () => jest.requireActual('./allRowsVirtuoso'))`.
 */
import type { ComponentType, HTMLAttributes, ReactNode } from 'react';

type Slot = ComponentType<HTMLAttributes<HTMLDivElement> & { context?: unknown; item?: unknown }>;

/** The props this stand-in reads. */
export interface AllRowsVirtuosoProps {
  data?: readonly unknown[];
  context?: unknown;
  firstItemIndex?: number;
  itemContent?: (index: number, item: unknown, context: unknown) => ReactNode;
  computeItemKey?: (index: number, item: unknown, context: unknown) => string | number;
  components?: { List?: Slot; Item?: Slot; Header?: Slot; Footer?: Slot };
  role?: string;
  'aria-label'?: string;
  tabIndex?: number;
}

function PlainDiv({
  context: _context,
  item: _item,
  ...props
}: HTMLAttributes<HTMLDivElement> & {
  context?: unknown;
  item?: unknown;
}) {
  return <div {...props} />;
}

/** Renders all of `data` through the list's own components. */
export function Virtuoso({
  data = [],
  context,
  firstItemIndex = 0,
  itemContent,
  computeItemKey,
  components = {},
  role,
  'aria-label': ariaLabel,
  tabIndex,
}: AllRowsVirtuosoProps) {
  const { List = PlainDiv, Item = PlainDiv, Header, Footer } = components;
  return (
    <div role={role} aria-label={ariaLabel} tabIndex={tabIndex}>
      {Header && <Header context={context} />}
      <List context={context}>
        {data.map((item, offset) => {
          const index = firstItemIndex + offset;
          return (
            <Item
              key={computeItemKey?.(index, item, context) ?? index}
              item={item}
              context={context}
            >
              {itemContent?.(index, item, context)}
            </Item>
          );
        })}
      </List>
      {Footer && <Footer context={context} />}
    </div>
  );
}
