import { describeError } from '@shared/ipc/errors';
import { useAlerts } from '../../api/alerts-queries';
import { AlertForm } from './AlertForm';
import { AlertRow } from './AlertRow';
import './alerts.css';

/** The active profile's alerts as main keeps them: what each waits for, what fired when; and a form to add one. */
export function AlertsPanel() {
  const alerts = useAlerts();
  return (
    <section className="alerts-panel" aria-label="Alerts and what fired">
      <AlertForm />
      {alerts.isError && (
        <p role="alert" className="error-text">
          The alerts could not be read: {describeError(alerts.error)}
        </p>
      )}
      {alerts.data?.length === 0 && <p className="muted">No alerts yet.</p>}
      {!!alerts.data?.length && (
        <table className="alerts-table">
          <thead>
            <tr>
              <th scope="col">Symbol</th>
              <th scope="col">Alert when</th>
              <th scope="col">Sound</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {alerts.data.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
