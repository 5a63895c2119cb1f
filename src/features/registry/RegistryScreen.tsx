/** Work in progress: this region is being built. */
export function RegistryScreen() {
  return <section aria-label="RegistryScreen" />
}
