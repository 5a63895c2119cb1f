/** Strings of the compaction grid screen (grid, lane, playback, trace panel, table, counters). */
export const grid = {
  title: 'Same history, nine ways to cut it',
} as const
