/** Work in progress: this region is being built. */
export function MatcherLab() {
  return <section aria-label="MatcherLab" />
}
