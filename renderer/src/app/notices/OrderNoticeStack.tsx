import { useId, useState } from 'react';
import { useOrderNotices, type KeptNotice, type NoticeKind } from './use-order-notices';
import './notices.css';

/**
 * How a notice looks: a fill (or an entry's exits set) is good news, a rejection (or an exit not set)
 * bad, an order known again after a lost answer and an alert that went off both ask to be looked at.
 */
const toneOf: Record<NoticeKind, 'fill' | 'rejection' | 'warning' | 'ended'> = {
  alert: 'warning',
  filled: 'fill',
  'partially-filled': 'fill',
  rejected: 'rejection',
  reconciled: 'warning',
  canceled: 'ended',
  expired: 'ended',
  triggered: 'warning',
  'exits-set': 'fill',
  // A position left without the stop loss the trader asked for.
  'exits-refused': 'rejection',
  // Positions close to liquidation.
  'margin-call': 'rejection',
};

/** Says a new notice once: a live region whose child is replaced, so the same words twice are said twice. */
function Announcer({
  notice,
  politeness,
}: {
  notice: KeptNotice | null;
  politeness: 'polite' | 'assertive';
}) {
  return (
    <p className="visually-hidden" aria-live={politeness}>
      {notice && <span key={notice.id}>{notice.message}</span>}
    </p>
  );
}

/**
 * Order notices (fills, rejections, cancels, orders known again) and fired alerts wherever the trader is: the newest sits in
 * the app header, outside the dock, so no panel needs to be open and none is covered. The few before it hang
 * below the header only while the trader opens them.
 */
export function OrderNoticeStack() {
  const { notices, arrived, dismiss } = useOrderNotices();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const earlier = notices.length - 1;
  // Once nothing earlier is left, the next notices come in closed again.
  if (expanded && earlier < 1) setExpanded(false);
  const shown = expanded ? notices : notices.slice(0, 1);
  const urgent = arrived !== null && toneOf[arrived.kind] === 'rejection';
  return (
    <section className="order-notices" aria-label="Order notices">
      <Announcer notice={urgent ? null : arrived} politeness="polite" />
      <Announcer notice={urgent ? arrived : null} politeness="assertive" />
      <div className="notice-anchor">
        <ol id={listId} className="notice-stack">
          {shown.map((notice) => (
            <li key={notice.id} className={`notice notice-${toneOf[notice.kind]}`}>
              <span className="notice-message" title={notice.message}>
                {notice.message}
              </span>
              <button type="button" onClick={() => dismiss(notice.id)}>
                Dismiss
              </button>
            </li>
          ))}
        </ol>
      </div>
      {earlier > 0 && (
        <button
          type="button"
          className="notice-toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Hide earlier' : `${earlier} earlier`}
        </button>
      )}
    </section>
  );
}
