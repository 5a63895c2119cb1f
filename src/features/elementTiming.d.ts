// `elementtiming`: the Element Timing API's mark on what counts as a screen's meaningful paint
// (scripts/bench-ui.ts reads it); React passes the attribute through as written
export {}

declare module 'react' {
  interface HTMLAttributes<T> {
    elementtiming?: string
  }
}
