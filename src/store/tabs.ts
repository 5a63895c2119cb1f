// the app's screens, one per tab; imported alone (no other module) by vite.config.ts, whose
// boot preload names each lazy screen's chunks
export type Tab =
  | 'grid'
  | 'lessons'
  | 'compare'
  | 'registry'
  | 'matcher'
  | 'assembly'
  | 'history'
  | 'peers'
  | 'session'
export const TABS: readonly Tab[] = [
  'grid',
  'lessons',
  'compare',
  'registry',
  'matcher',
  'assembly',
  'history',
  'peers',
  'session',
]
