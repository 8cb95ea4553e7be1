import '../futures/futures.css';
import { useId, useState, type FormEvent } from 'react';
import { HashrateView } from './HashrateView';
import { ProfitTransfersView } from './ProfitTransfersView';

/** The paper pool's algorithms (the venue's MINING_ALGORITHMS); the live pool takes the same names. */
export const miningAlgorithms = ['sha256', 'scrypt', 'ethash'] as const;

interface Shown {
  readonly userName: string;
  readonly algo: string;
  readonly configId: number | null;
}

/** A mining account's hashrate per algorithm, and its hashrate-resale income per configuration. */
export function MiningPanel() {
  const headingId = useId();
  const userId = useId();
  const algoId = useId();
  const configIdId = useId();
  const [userName, setUserName] = useState('');
  const [algo, setAlgo] = useState<string>('sha256');
  const [configId, setConfigId] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const config = /^\d{1,9}$/.test(configId.trim()) ? Number(configId.trim()) : null;

  const show = (e: FormEvent) => {
    e.preventDefault();
    if (userName.trim() !== '') setShown({ userName: userName.trim(), algo, configId: config });
  };

  return (
    <section className="panel mining-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Mining</h2>
      <form aria-label="Mining account" onSubmit={show} className="mining-form">
        <label htmlFor={userId}>Mining account</label>
        <input
          id={userId}
          value={userName}
          autoComplete="off"
          onChange={(e) => setUserName(e.target.value)}
        />
        <label htmlFor={algoId}>Algorithm</label>
        <select id={algoId} value={algo} onChange={(e) => setAlgo(e.target.value)}>
          {miningAlgorithms.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
        <label htmlFor={configIdId}>Resale configuration ID</label>
        <input
          id={configIdId}
          inputMode="numeric"
          value={configId}
          autoComplete="off"
          onChange={(e) => setConfigId(e.target.value)}
        />
        <button type="submit" disabled={userName.trim() === ''}>
          Show
        </button>
      </form>
      {shown && (
        <HashrateView key={`${shown.algo}-${shown.userName}`} algo={shown.algo} userName={shown.userName} />
      )}
      {shown && shown.configId !== null && (
        <ProfitTransfersView
          key={`${shown.configId}-${shown.userName}`}
          configId={shown.configId}
          userName={shown.userName}
        />
      )}
      {shown && shown.configId === null && (
        <p className="empty">Enter a resale configuration ID to see its profit transfers.</p>
      )}
    </section>
  );
}
