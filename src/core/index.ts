/**
 * The public surface of Context Lab's core: a TypeScript port of Codex's contextual fragments
 * and context-window compaction. Pure: no UI, store, DOM, timers or randomness.
 */
export * from './text.ts'
export * from './assert.ts'
export * from './history.ts'
export * from './fragments/types.ts'
export * from './fragments/matcher.ts'
export * from './fragments/catalogue.ts'
export * from './fragments/registry.ts'
export * from './fragments/eventMapping.ts'
export * from './fragments/worldState.ts'
export * from './scenario.ts'
export * from './compaction/types.ts'
export * from './compaction/prompts.ts'
export * from './compaction/sources.ts'
export * from './compaction/items.ts'
export * from './compaction/tokens.ts'
export * from './compaction/insertion.ts'
export * from './compaction/remotePath.ts'
export * from './compaction/localPath.ts'
export * from './compaction/runCompaction.ts'
export * from './compaction/replay.ts'
