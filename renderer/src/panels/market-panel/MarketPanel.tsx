import { useId, type ReactNode } from 'react';
import { usePanelMarket, type PanelLink } from './panel-link';
import { PanelSymbolBar } from './PanelSymbolBar';

interface MarketPanelProps {
  /** The panel's own class, after `panel`. */
  readonly className: string;
  /** The panel's name for screen readers (the symbol bar says the rest). */
  readonly title: string;
  readonly link: PanelLink;
  /** The panel's own controls in its symbol bar. */
  readonly controls?: ReactNode;
  /** Why the panel's stream is not showing, when it is not. */
  readonly error?: string | null;
  readonly children?: ReactNode;
}

/** A market panel: its heading, its symbol bar (the symbol it shows), its stream's error, then what it shows. */
export function MarketPanel({ className, title, link, controls, error, children }: MarketPanelProps) {
  const { symbol, market } = usePanelMarket(link);
  const headingId = useId();
  return (
    <section className={`panel ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {title}
      </h2>
      <PanelSymbolBar link={link} symbol={symbol} market={market}>
        {controls}
      </PanelSymbolBar>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      {children}
    </section>
  );
}
