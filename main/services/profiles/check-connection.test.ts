import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkConnectionVia } from './check-connection';
import type { Signer } from './profile-signer';

/** A loopback port nothing listens on any more. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('test connection to an unreachable venue', () => {
  it('says the venue could not be reached, and where', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const check = checkConnectionVia(() => '');
    const signer: Signer = { type: 'HMAC', apiKey: 'k', sign: () => '0'.repeat(64) };
    const venue = {
      kind: 'custom' as const,
      spotRestUrl: url,
      marketStreamUrl: url.replace('http', 'ws'),
      wsApiUrl: `${url.replace('http', 'ws')}/ws-api/v3`,
      fapiUrl: url,
      dapiUrl: url,
      sapiUrl: url,
    };
    const profile = {
      id: 'p',
      name: 'Live',
      venue,
      active: true,
      builtIn: null,
      key: {
        type: 'HMAC' as const,
        apiKey: 'k',
        publicKeyPem: null,
        storedIn: 'secret-service' as const,
        missing: false,
      },
    };
    await expect(check(profile, signer)).rejects.toThrow(`venue unreachable at ${url}`);
  });
});
