/** The renderer is served from this privileged custom scheme, never from file:// or a remote origin. */
export const appScheme = 'app';
export const appHost = 'terminal';
export const appOrigin = `${appScheme}://${appHost}`;
export const appEntryUrl = `${appOrigin}/index.html`;
