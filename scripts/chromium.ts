/** The Chromium the e2e tests and the benches drive: the Debian package, never a download. */

/** The Chromium binary: `CHROMIUM_PATH`, else the Debian package's path. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Flags that work on the target machine. Without the background-networking flags Chromium tries
 * outbound connections of its own, which the machine refuses.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
