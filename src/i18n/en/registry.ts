/** Strings of the registry editor, matcher lab, assembly view, history editor and sharing. */
export const registry = {
  title: 'Fragment registry',
} as const
