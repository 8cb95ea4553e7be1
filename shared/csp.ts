/**
 * The renderer's Content Security Policy. No remote origin appears anywhere: the renderer reaches
 * nothing but its own origin (Electron's app:// scheme, or the dev host's loopback page and bridge).
 */
export const rendererCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

/** As an HTTP header the policy can also forbid framing, which a <meta> policy cannot express. */
export const rendererCspHeader = `${rendererCsp}; frame-ancestors 'none'`;
