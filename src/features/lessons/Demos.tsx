import {
  buildInitialContext,
  explainMarkedMatch,
  inputForCell,
  isInDeveloperPrefixTable,
  isOneShot,
  renderFragment,
  type FragmentType,
} from '../../core/index.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectRegistry } from '../../store/registrySelectors.ts'
import type { DemoId } from './content/stage.ts'
import { APPROVED, ENV, MATCH_SAMPLES } from './content/questions.ts'
import { useLessonT } from './useLessonT.ts'
import { Identifier } from '../../components/Identifier.tsx'

const FOUR_TYPES = [
  'PermissionsInstructions',
  'EnvironmentContext',
  'UserInstructions',
  'TokenBudgetContext',
  'ApprovedCommandPrefixSaved',
]

function FourQuestions() {
  const t = useLessonT()
  const registry = useVisualizerStore(selectRegistry)
  const types = FOUR_TYPES.map((name) => registry.types.find((type) => type.name === name)).filter(
    (type): type is FragmentType => type !== undefined,
  )
  const marker = (text: string) => (text === '' ? t('demos.fourQuestions.none') : text)
  return (
    <table className="demo-table">
      <thead>
        <tr>
          <th scope="col">{t('demos.fourQuestions.type')}</th>
          <th scope="col">{t('demos.fourQuestions.role')}</th>
          <th scope="col">{t('demos.fourQuestions.markers')}</th>
          <th scope="col">{t('demos.fourQuestions.separate')}</th>
        </tr>
      </thead>
      <tbody>
        {types.map((type) => (
          <tr key={type.name}>
            <th scope="row">
              <Identifier text={type.name} />
            </th>
            {/* the role is protocol data: shown as the code it is, never as a word to translate */}
            <td>
              <code translate="no">{type.role}</code>
            </td>
            <td>
              <code>
                <Identifier text={marker(type.startMarker)} />
              </code>{' '}
              …{' '}
              <code>
                <Identifier text={marker(type.endMarker)} />
              </code>
            </td>
            <td>{t(`demos.fourQuestions.${type.requiresSeparateMessage ? 'yes' : 'no'}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Render() {
  const t = useLessonT()
  return (
    <div className="demo-render">
      {[ENV, APPROVED].map((type) => (
        <figure key={type.name}>
          <figcaption>
            {t(`demos.render.${isOneShot(type) ? 'unmarked' : 'marked'}`, { type: type.name })}
          </figcaption>
          <pre className="demo-code">{renderFragment(type, type.exampleBody)}</pre>
        </figure>
      ))}
    </div>
  )
}

function MarkedOneShot() {
  const t = useLessonT()
  const registry = useVisualizerStore(selectRegistry)
  const oneShot = registry.types.filter(isOneShot)
  const marked = registry.types.filter((type) => !isOneShot(type))
  return (
    <div className="demo-columns">
      <section>
        <h4>{t('demos.markedOneShot.marked', { n: marked.length })}</h4>
        <ul className="demo-list">
          {marked.map((type) => (
            <li key={type.name}>{type.name}</li>
          ))}
        </ul>
      </section>
      <section>
        <h4>{t('demos.markedOneShot.oneShot', { n: oneShot.length })}</h4>
        <ul className="demo-list">
          {oneShot.map((type) => (
            <li key={type.name} data-one-shot={type.name}>
              {type.name}
              {isInDeveloperPrefixTable(registry, type) && (
                <span className="demo-note"> · {t('demos.markedOneShot.prefixTable')}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

function Match() {
  const t = useLessonT()
  return (
    <ul className="demo-match">
      {Object.entries(MATCH_SAMPLES).map(([key, text]) => {
        const explanation = explainMarkedMatch(ENV.startMarker, ENV.endMarker, text)
        return (
          <li key={key} data-matched={explanation.matched}>
            <pre className="demo-code">{text}</pre>
            <strong>{t(`demos.match.${explanation.matched ? 'matched' : 'notMatched'}`)}</strong>
            <ol className="demo-checks">
              {explanation.steps.map((step, index) => (
                <li key={index} className={step.passed ? 'pass' : 'fail'}>
                  {step.passed ? '✓' : '✗'} {t(`demos.match.checks.${step.check}`)}
                </li>
              ))}
            </ol>
          </li>
        )
      })}
    </ul>
  )
}

function Assembly() {
  const t = useLessonT()
  const scenario = useVisualizerStore((state) => state.scenario)
  const cell = useVisualizerStore((state) => state.cell)
  // the same world, registry and switch the selected cell's run uses
  const input = inputForCell(scenario, cell)
  const messages = buildInitialContext(input.registry, input.world, {
    tokenBudget: input.features.tokenBudget,
  })
  return (
    <ol className="demo-assembly">
      {messages.map((message, index) => (
        <li key={index} data-bucket={message.bucket}>
          <strong>
            {index + 1}. {t(`demos.assembly.buckets.${message.bucket}`)}
          </strong>{' '}
          (<code translate="no">{message.role}</code>):{' '}
          {message.fragments.map((f) => f.typeName).join(' + ')}
        </li>
      ))}
    </ol>
  )
}

/** A panel of real core output for a fragments step. */
export function Demo({ demo }: { readonly demo: DemoId }) {
  const t = useLessonT()
  const body = {
    fourQuestions: <FourQuestions />,
    render: <Render />,
    markedOneShot: <MarkedOneShot />,
    match: <Match />,
    assembly: <Assembly />,
  }[demo]
  return (
    <section className="lesson-demo" data-demo={demo} aria-label={t(`demos.${demo}.title`)}>
      <h3 className="panel-title">{t(`demos.${demo}.title`)}</h3>
      {body}
    </section>
  )
}
