import { Fragment, type ReactNode } from 'react'
import { IMPLEMENTATIONS, PHASES, type Cell } from '../core/index.ts'
import { useT } from '../i18n/useT.ts'

/**
 * The frame of the lesson's 3×3 grid: timing rows × implementation columns, with their headers.
 * The caller draws each cell (a `<td>`); the grid screen and the registry's impact panel share it.
 */
export function CellTable({
  className,
  caption,
  captionClassName,
  cornerClassName,
  renderCell,
}: {
  className: string
  caption: ReactNode
  captionClassName?: string
  cornerClassName?: string
  renderCell: (cell: Cell) => ReactNode
}) {
  const t = useT()
  return (
    <table className={className}>
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr>
          <td className={cornerClassName} aria-hidden="true" />
          {IMPLEMENTATIONS.map((implementation) => (
            <th key={implementation} scope="col">
              {t(`grid.implementations.${implementation}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {PHASES.map((phase) => (
          <tr key={phase}>
            <th scope="row">{t(`grid.phases.${phase}`)}</th>
            {IMPLEMENTATIONS.map((implementation) => (
              <Fragment key={implementation}>{renderCell({ phase, implementation })}</Fragment>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
