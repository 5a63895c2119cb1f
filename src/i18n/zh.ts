import type { Catalog } from './index.ts'
import { common } from './zh/common.ts'
import { compare } from './zh/compare.ts'
import { address } from './zh/address.ts'
import { matrix } from './zh/matrix.ts'
import { faults } from './zh/faults.ts'
import { faultsPanel } from './zh/faultsPanel.ts'
import { fates } from './zh/fates.ts'
import { replacementTable } from './zh/replacementTable.ts'
import { view } from './zh/view.ts'
import { grid } from './zh/grid.ts'
import { peers } from './zh/peers.ts'
import { presets } from './zh/presets.ts'
import { registry } from './zh/registry.ts'
import { rules } from './zh/rules.ts'
import { session } from './zh/session.ts'
import { sessionTokens } from './zh/sessionTokens.ts'
import { sessionFolder } from './zh/sessionFolder.ts'
import { steps } from './zh/steps.ts'
import { sweep } from './zh/sweep.ts'
import { memo } from './zh/memo.ts'

/** The Simplified Chinese catalog: one section file per screen region under `zh/`, each shaped like English. */
export const zh: Catalog = {
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
}
