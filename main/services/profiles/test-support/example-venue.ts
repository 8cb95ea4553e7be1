/** A custom (live) venue's addresses for profiles that never connect to it. */
export const exampleVenue = {
  kind: 'custom',
  spotRestUrl: 'https://api.example.test',
  marketStreamUrl: 'wss://stream.example.test:9443',
  wsApiUrl: 'wss://ws-api.example.test/ws-api/v3',
  fapiUrl: 'https://fapi.example.test',
  dapiUrl: 'https://dapi.example.test',
  sapiUrl: 'https://api.example.test',
} as const;
