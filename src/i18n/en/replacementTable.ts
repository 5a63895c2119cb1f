/**
 * The replacement table's words (features/replacement-table) but its title: they load with the
 * table, below the grid's fold, as a section of their own.
 */
export const replacementTable = {
  caption: '{cell}: before → after, at step {k} of {n}. Click a header to sort.',
  columns: {
    before: 'Before',
    after: 'After',
    item: 'Role · kind',
    fragment: 'Fragment type',
    status: 'Status',
    decidedBy: 'Decided by',
  },
  none: '–',
  gone: 'gone',
  empty: 'No items yet: step forward to load the history.',
  nextTurn:
    'Not in the table: the next regular turn adds {n#initial-context item|initial-context items} after this history.',
  sameTurn:
    'Not in the table: right after the compaction, this same turn adds {n#initial-context item|initial-context items} after this history, before its user message.',
} as const
