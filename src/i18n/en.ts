import { common } from './en/common.ts'
import { compare } from './en/compare.ts'
import { address } from './en/address.ts'
import { matrix } from './en/matrix.ts'
import { faults } from './en/faults.ts'
import { faultsPanel } from './en/faultsPanel.ts'
import { fates } from './en/fates.ts'
import { replacementTable } from './en/replacementTable.ts'
import { view } from './en/view.ts'
import { grid } from './en/grid.ts'
import { peers } from './en/peers.ts'
import { presets } from './en/presets.ts'
import { registry } from './en/registry.ts'
import { rules } from './en/rules.ts'
import { session } from './en/session.ts'
import { sessionTokens } from './en/sessionTokens.ts'
import { sessionFolder } from './en/sessionFolder.ts'
import { steps } from './en/steps.ts'
import { sweep } from './en/sweep.ts'
import { memo } from './en/memo.ts'

/**
 * The English catalog: the source of truth for every visible string. Each screen region owns a
 * section file under `en/`; other locales must satisfy `Messages`.
 */
export const en = {
  common,
  grid,
  rules,
  registry,
  presets,
  peers,
  compare,
  matrix,
  address,
  view,
  session,
  sessionTokens,
  sessionFolder,
  faults,
  faultsPanel,
  fates,
  replacementTable,
  steps,
  sweep,
  memo,
} as const

export type Messages = typeof en
