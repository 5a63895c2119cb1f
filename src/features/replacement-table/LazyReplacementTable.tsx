import { Suspense, useEffect, useRef, useState, type Ref } from 'react'
import { lazyPart } from '../../components/lazyPart.tsx'
import { withSections } from '../../app/withSections.ts'
import { useT } from '../../i18n/useT.ts'

// the table, its table and virtualizer libraries and its words load with the table, not with the
// first screen
const ReplacementTable = lazyPart(() =>
  withSections(import('./ReplacementTable.tsx'), ['replacementTable']).then(
    (m) => m.ReplacementTable,
  ),
)

/** Where the table will be, until it comes into view: its title, and room for its rows. */
function Placeholder({ ref }: { readonly ref?: Ref<HTMLDivElement> }) {
  const t = useT()
  return (
    <section className="replacement" aria-labelledby="replacement-title">
      <h3 id="replacement-title" className="panel-title">
        {t('grid.table.title')}
      </h3>
      <div ref={ref} className="replacement-placeholder" />
    </section>
  )
}

/**
 * The replacement table, loaded when its body scrolls into view (at once where the browser has
 * no IntersectionObserver). Below the grid's fold, so the first screen does not wait for it.
 */
export function LazyReplacementTable() {
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined')
  const placeholderRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const target = placeholderRef.current
    if (wanted || !target) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [wanted])
  if (!wanted) return <Placeholder ref={placeholderRef} />
  return (
    <Suspense fallback={<Placeholder />}>
      <ReplacementTable />
    </Suspense>
  )
}
