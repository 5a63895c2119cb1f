/** The Chromium the e2e tests and the benches drive: the Debian package, never a download. */

/** The Chromium binary: `CHROMIUM_PATH`, else the Debian package's path. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Features switched off. The Debian package is the full browser, not Playwright's headless shell:
 * every new context opens a window whose address-bar popup (a WebUI page of its own renderer) is
 * loaded ahead of use, about 0.5 s of renderer CPU per page on the 2-core machine for nothing a
 * test reads. Chromium keeps only the last `--disable-features` it is given, so this list
 * repeats the ones Playwright switches off itself (playwright-core 1.65, `chromiumSwitches`).
 */
const FEATURES_OFF: readonly string[] = [
  'WebUIOmniboxPopup',
  // Playwright's own list
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

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
  `--disable-features=${FEATURES_OFF.join(',')}`,
]
