import {
  asciiRegionEqualsIgnoreCase,
  bytesEqualIgnoreAsciiCase,
  isAscii,
  isCharBoundary,
  rustTrimStart,
  utf8Encode,
} from '../text.ts'
import { remembered } from '../memo.ts'
import { DEFAULT_REGISTRY } from './catalogue.ts'
import { matchesFragmentType } from './matcher.ts'
import type { FragmentRegistry, FragmentType } from './types.ts'

/** `render()` (eras B–D): markers and body joined with no separator; the body alone when unmarked. */
export function renderFragment(
  type: Pick<FragmentType, 'startMarker' | 'endMarker'>,
  body: string,
): string {
  if (type.startMarker === '' && type.endMarker === '') return body
  return `${type.startMarker}${body}${type.endMarker}`
}

/** A type rendered with its example body. */
export function renderExample(type: FragmentType): string {
  return renderFragment(type, type.exampleBody)
}

/** True when both markers are empty: the type gave up recognition on purpose. */
export function isOneShot(type: Pick<FragmentType, 'startMarker' | 'endMarker'>): boolean {
  return type.startMarker === '' && type.endMarker === ''
}

/** Looks a type up by its struct name. */
export function findFragmentType(
  registry: FragmentRegistry,
  name: string,
): FragmentType | undefined {
  return registry.types.find((type) => type.name === name)
}

/** The prefix a developer type is listed under in `CONTEXTUAL_DEVELOPER_PREFIXES`. */
export function developerPrefixOf(type: FragmentType): string {
  return type.developerPrefix ?? type.startMarker
}

/** Whether the type's prefix is in the registry's developer prefix table. */
export function isInDeveloperPrefixTable(registry: FragmentRegistry, type: FragmentType): boolean {
  const prefix = developerPrefixOf(type)
  return type.role === 'developer' && prefix !== '' && registry.developerPrefixes.includes(prefix)
}

/** Whether the type is listed in `CONTEXTUAL_USER_FRAGMENT_MATCHERS`. */
export function isInContextualUserMatchers(
  registry: FragmentRegistry,
  type: FragmentType,
): boolean {
  return registry.contextualUserMatchers.includes(type.name)
}

/**
 * The first type in the contextual-user matcher list that recognizes `text`
 * (`is_standard_contextual_user_text`), or undefined.
 */
export function matchContextualUserText(
  text: string,
  registry: FragmentRegistry = DEFAULT_REGISTRY,
): FragmentType | undefined {
  for (const type of contextualUserMatcherTypes(registry))
    if (matchesFragmentType(type, text)) return type
  return undefined
}

// registries are immutable values, so their resolved matcher lists can be cached per object
const matcherTypesCache = new WeakMap<FragmentRegistry, readonly FragmentType[]>()

/** The matcher list resolved to types, in order; names with no type are skipped. */
export function contextualUserMatcherTypes(registry: FragmentRegistry): readonly FragmentType[] {
  return remembered(matcherTypesCache, registry, resolveMatcherTypes)
}

function resolveMatcherTypes(registry: FragmentRegistry): readonly FragmentType[] {
  return registry.contextualUserMatchers
    .map((name) => findFragmentType(registry, name))
    .filter((type): type is FragmentType => type !== undefined)
}

/** `is_standard_contextual_user_text`: any registered contextual-user matcher recognizes the text. */
export function isContextualUserText(
  text: string,
  registry: FragmentRegistry = DEFAULT_REGISTRY,
): boolean {
  return matchContextualUserText(text, registry) !== undefined
}

/**
 * `trim_start().starts_with(prefix)` under ASCII case folding, on a char boundary, for a text
 * the caller has already trimmed (once, not once per prefix it tries).
 */
function trimmedStartsWithIgnoreAsciiCase(trimmed: string, prefix: string): boolean {
  if (isAscii(prefix)) return asciiRegionEqualsIgnoreCase(trimmed, 0, prefix)
  const bytes = utf8Encode(trimmed)
  const prefixBytes = utf8Encode(prefix)
  if (bytes.length < prefixBytes.length || !isCharBoundary(bytes, prefixBytes.length)) return false
  return bytesEqualIgnoreAsciiCase(bytes.subarray(0, prefixBytes.length), prefixBytes)
}

/**
 * The developer-prefix entry that recognizes `text`, or undefined. Only the prefix is checked:
 * there is no end-marker test on the developer side.
 */
export function matchDeveloperPrefix(
  text: string,
  registry: FragmentRegistry = DEFAULT_REGISTRY,
): string | undefined {
  const trimmed = rustTrimStart(text)
  for (const prefix of registry.developerPrefixes)
    // an empty entry would match everything; validation refuses it, recognition skips it
    if (prefix !== '' && trimmedStartsWithIgnoreAsciiCase(trimmed, prefix)) return prefix
  return undefined
}

/** Developer text is contextual when its trimmed start begins with a registered prefix. */
export function isContextualDeveloperText(
  text: string,
  registry: FragmentRegistry = DEFAULT_REGISTRY,
): boolean {
  return matchDeveloperPrefix(text, registry) !== undefined
}

/**
 * Which type a developer text looks like: the first developer type whose prefix the text starts
 * with. Used to label cards, not to decide anything.
 */
export function identifyDeveloperType(
  text: string,
  registry: FragmentRegistry = DEFAULT_REGISTRY,
): FragmentType | undefined {
  const trimmed = rustTrimStart(text)
  for (const type of registry.types) {
    if (type.role !== 'developer') continue
    const prefix = developerPrefixOf(type)
    if (prefix !== '' && trimmedStartsWithIgnoreAsciiCase(trimmed, prefix)) return type
  }
  return undefined
}
