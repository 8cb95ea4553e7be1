import { useId, type ReactNode } from 'react';

interface DialogProps {
  /** The heading, which also names the dialog. */
  readonly title: ReactNode;
  /** A class beside `dialog` for this dialog's own layout. */
  readonly className?: string;
  /** Closes on a click outside and on Escape; without it only the dialog's own buttons close it. */
  readonly onDismiss?: () => void;
  readonly children: ReactNode;
}

/** A modal dialog over a backdrop, named by its heading. */
export function Dialog({ title, className, onDismiss, children }: DialogProps) {
  const titleId = useId();
  return (
    <div className="dialog-backdrop" onClick={onDismiss}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={className ? `dialog ${className}` : 'dialog'}
        onClick={onDismiss && ((event) => event.stopPropagation())}
        onKeyDown={onDismiss && ((event) => event.key === 'Escape' && onDismiss())}
      >
        <h3 id={titleId}>{title}</h3>
        {children}
      </div>
    </div>
  );
}
