import { useEffect, useRef } from 'react';

export interface PriceAction {
  readonly label: string;
  readonly run: () => void;
}

/** What can be done at a price picked on the chart (a right-click): a menu at the pointer. */
export function ChartPriceMenu({
  x,
  y,
  title,
  actions,
  onClose,
}: {
  readonly x: number;
  readonly y: number;
  readonly title: string;
  readonly actions: readonly PriceAction[];
  readonly onClose: () => void;
}) {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div
      ref={menu}
      role="menu"
      aria-label={title}
      className="chart-price-menu"
      style={{ left: `${x}px`, top: `${y}px` }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      onBlur={(event) => {
        if (!menu.current?.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          role="menuitem"
          onClick={() => {
            onClose();
            action.run();
          }}
        >
          {action.label}
        </button>
      ))}
      <button type="button" role="menuitem" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
