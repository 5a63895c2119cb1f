/** Work in progress: this region is being built. */
export function AssemblyView() {
  return <section aria-label="AssemblyView" />
}
