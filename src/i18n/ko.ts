import type { Catalog } from './index.ts'
import { common } from './ko/common.ts'
import { compare } from './ko/compare.ts'
import { address } from './ko/address.ts'
import { matrix } from './ko/matrix.ts'
import { faults } from './ko/faults.ts'
import { faultsPanel } from './ko/faultsPanel.ts'
import { fates } from './ko/fates.ts'
import { replacementTable } from './ko/replacementTable.ts'
import { view } from './ko/view.ts'
import { grid } from './ko/grid.ts'
import { peers } from './ko/peers.ts'
import { presets } from './ko/presets.ts'
import { registry } from './ko/registry.ts'
import { rules } from './ko/rules.ts'
import { session } from './ko/session.ts'
import { sessionTokens } from './ko/sessionTokens.ts'
import { sessionFolder } from './ko/sessionFolder.ts'
import { steps } from './ko/steps.ts'
import { sweep } from './ko/sweep.ts'
import { memo } from './ko/memo.ts'

/** The Korean catalog: one section file per screen region under `ko/`, each shaped like English. */
export const ko: Catalog = {
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
