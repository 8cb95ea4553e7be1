import { buildDevHost } from './built-dev-host';

/** Once per Playwright run: the journeys start the development host built from the current source. */
export default function globalSetup(): void {
  buildDevHost();
}
