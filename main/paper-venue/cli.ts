import { parseArgs } from 'node:util';
import { startPaperVenue } from './venue';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '0' },
  },
  strict: true,
});

const port = Number.parseInt(values.port, 10);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
  process.exit(2);
}

const venue = await startPaperVenue({ host: values.host, port });
console.log(`Paper venue listening on ${venue.url}`);

const stop = () => void venue.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
