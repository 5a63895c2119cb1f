/** Work in progress: this region is being built. */
export function GridScreen() {
  return <section aria-label="GridScreen" />
}
