import {
  DEFAULT_REGISTRY,
  developerPrefixOf,
  FRAGMENT_TYPE_KEYS,
  findFragmentType,
  type FragmentRegistry,
  type FragmentType,
  type ScenarioFile,
  type ScenarioRegistry,
} from '../core/index.ts'

/**
 * Registry edits as pure functions: each takes a registry and returns a new one (never mutating),
 * plus notes about side effects the user must be told about (an entry that left a table).
 * `withRegistry` writes the result back into a scenario as a minimal diff against Codex's
 * default, in the scenario file's `registry.edits` format, so exported files stay readable.
 */

/** A side effect of an edit that the UI announces next to the edited row. */
export type EditNote =
  | { readonly kind: 'left_user_matchers'; readonly name: string }
  | { readonly kind: 'left_developer_prefixes'; readonly name: string; readonly prefix: string }
  | {
      readonly kind: 'prefix_renamed'
      readonly name: string
      readonly from: string
      readonly to: string
    }
  | {
      readonly kind: 'prefix_shared'
      readonly prefix: string
      readonly others: readonly string[]
    }

export interface EditResult {
  readonly registry: FragmentRegistry
  readonly notes: readonly EditNote[]
}

/** The fields of a type the editor compares and writes (everything parseScenario keeps). */
const TYPE_FIELDS = FRAGMENT_TYPE_KEYS

type TypeField = (typeof TYPE_FIELDS)[number]

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i])
}

/** The fields of `type` that differ from `base` (undefined fields count as absent). */
function changedFields(base: FragmentType, type: FragmentType): Partial<FragmentType> {
  const entries: [TypeField, unknown][] = []
  for (const field of TYPE_FIELDS)
    if (base[field] !== type[field]) entries.push([field, type[field]])
  // fromEntries defines own properties, so a hostile key can never reach a prototype
  return Object.fromEntries(entries) as Partial<FragmentType>
}

/** A type as a scenario file writes it: the serializable fields only. */
function serializableType(type: FragmentType): FragmentType {
  const entries: [TypeField, unknown][] = []
  for (const field of TYPE_FIELDS) if (type[field] !== undefined) entries.push([field, type[field]])
  return Object.fromEntries(entries) as unknown as FragmentType
}

/**
 * The scenario's `registry` field for a registry: undefined when it equals Codex's default,
 * else `edits` (updates by name, `null` for deletions, additions appended) plus the two tables
 * when they differ from the default.
 */
function toScenarioRegistry(registry: FragmentRegistry): ScenarioRegistry | undefined {
  const update: [string, Partial<FragmentType> | null][] = []
  const add: FragmentType[] = []
  const present = new Set(registry.types.map((type) => type.name))
  for (const base of DEFAULT_REGISTRY.types) {
    if (!present.has(base.name)) update.push([base.name, null])
  }
  for (const type of registry.types) {
    const base = findFragmentType(DEFAULT_REGISTRY, type.name)
    if (!base) add.push(serializableType(type))
    else {
      const changes = changedFields(base, type)
      if (Object.keys(changes).length > 0) update.push([type.name, changes])
    }
  }
  const matchersChanged = !sameList(
    registry.contextualUserMatchers,
    DEFAULT_REGISTRY.contextualUserMatchers,
  )
  const prefixesChanged = !sameList(registry.developerPrefixes, DEFAULT_REGISTRY.developerPrefixes)
  if (update.length === 0 && add.length === 0 && !matchersChanged && !prefixesChanged)
    return undefined
  const edits =
    update.length > 0 || add.length > 0
      ? {
          edits: {
            ...(update.length > 0 ? { update: Object.fromEntries(update) } : {}),
            ...(add.length > 0 ? { add } : {}),
          },
        }
      : {}
  return {
    ...(matchersChanged ? { contextualUserMatchers: [...registry.contextualUserMatchers] } : {}),
    ...(prefixesChanged ? { developerPrefixes: [...registry.developerPrefixes] } : {}),
    ...edits,
  }
}

/** A new scenario object carrying `registry` (the field is dropped when it is the default). */
export function withRegistry(scenario: ScenarioFile, registry: FragmentRegistry): ScenarioFile {
  const { registry: _old, ...rest } = scenario
  const field = toScenarioRegistry(registry)
  return field === undefined ? rest : { ...rest, registry: field }
}

/** A scenario with Codex's default registry. */
export function withDefaultRegistry(scenario: ScenarioFile): ScenarioFile {
  const { registry: _old, ...rest } = scenario
  return rest
}

/** Whether a registry differs from Codex's default in any way. */
export function isDefaultRegistry(registry: FragmentRegistry): boolean {
  if (registry === DEFAULT_REGISTRY) return true
  // the tables first: most edits change one, and the answer is then known without the diff
  if (
    !sameList(registry.contextualUserMatchers, DEFAULT_REGISTRY.contextualUserMatchers) ||
    !sameList(registry.developerPrefixes, DEFAULT_REGISTRY.developerPrefixes)
  )
    return false
  return toScenarioRegistry(registry) === undefined
}

function replaceType(
  registry: FragmentRegistry,
  name: string,
  next: FragmentType,
): FragmentRegistry {
  return { ...registry, types: registry.types.map((type) => (type.name === name ? next : type)) }
}

/** Other developer types (still in the registry) listed under the same prefix. */
function typesSharingPrefix(
  registry: FragmentRegistry,
  prefix: string,
  except: string,
): readonly string[] {
  return registry.types
    .filter(
      (type) =>
        type.name !== except && type.role === 'developer' && developerPrefixOf(type) === prefix,
    )
    .map((type) => type.name)
}

/**
 * Applies field changes to a type and keeps the two tables consistent:
 * - a renamed type keeps its place in the contextual-user matcher list;
 * - a role change takes the type out of the table of its old role (announced);
 * - a developer type whose prefix is its start marker and is in the prefix table has that
 *   entry rewritten in place when the start marker changes; an empty new marker removes the
 *   entry instead (an empty prefix would match everything), and that is announced.
 */
export function updateType(
  registry: FragmentRegistry,
  name: string,
  patch: Partial<FragmentType>,
): EditResult {
  const old = findFragmentType(registry, name)
  if (!old) return { registry, notes: [] }
  const next: FragmentType = { ...old, ...patch }
  const notes: EditNote[] = []
  let matchers = [...registry.contextualUserMatchers]
  let prefixes = [...registry.developerPrefixes]

  if (next.name !== old.name) matchers = matchers.map((m) => (m === old.name ? next.name : m))

  const oldPrefix = developerPrefixOf(old)
  const hadPrefix = old.role === 'developer' && oldPrefix !== '' && prefixes.includes(oldPrefix)
  if (old.role !== next.role) {
    if (old.role === 'user' && matchers.includes(next.name)) {
      matchers = matchers.filter((m) => m !== next.name)
      notes.push({ kind: 'left_user_matchers', name: next.name })
    }
    if (hadPrefix && typesSharingPrefix(registry, oldPrefix, old.name).length === 0) {
      prefixes = prefixes.filter((p) => p !== oldPrefix)
      notes.push({ kind: 'left_developer_prefixes', name: next.name, prefix: oldPrefix })
    }
  } else if (hadPrefix) {
    const newPrefix = developerPrefixOf(next)
    if (newPrefix !== oldPrefix) {
      const sharing = typesSharingPrefix(registry, oldPrefix, old.name)
      if (newPrefix === '') {
        if (sharing.length === 0) prefixes = prefixes.filter((p) => p !== oldPrefix)
        notes.push({ kind: 'left_developer_prefixes', name: next.name, prefix: oldPrefix })
      } else {
        // the entry belongs to other types too: keep it for them and add the new one
        if (sharing.length > 0) {
          if (!prefixes.includes(newPrefix)) prefixes.push(newPrefix)
          notes.push({ kind: 'prefix_shared', prefix: oldPrefix, others: sharing })
        } else {
          const index = prefixes.indexOf(oldPrefix)
          prefixes = prefixes.includes(newPrefix)
            ? prefixes.filter((p) => p !== oldPrefix)
            : prefixes.map((p, i) => (i === index ? newPrefix : p))
        }
        notes.push({ kind: 'prefix_renamed', name: next.name, from: oldPrefix, to: newPrefix })
      }
    }
  }
  return {
    registry: {
      types: replaceType(registry, name, next).types,
      contextualUserMatchers: matchers,
      developerPrefixes: prefixes,
    },
    notes,
  }
}

/** Adds or removes a type's name in `CONTEXTUAL_USER_FRAGMENT_MATCHERS` (appended at the end). */
export function setUserMatcher(registry: FragmentRegistry, name: string, on: boolean): EditResult {
  const listed = registry.contextualUserMatchers.includes(name)
  if (on === listed) return { registry, notes: [] }
  return {
    registry: {
      ...registry,
      contextualUserMatchers: on
        ? [...registry.contextualUserMatchers, name]
        : registry.contextualUserMatchers.filter((m) => m !== name),
    },
    notes: [],
  }
}

/**
 * Adds or removes a developer type's prefix in `CONTEXTUAL_DEVELOPER_PREFIXES`. The table holds
 * literal strings, so removing a prefix other types share un-lists them too (announced).
 * The caller refuses an empty prefix before getting here; this function ignores one.
 */
export function setDeveloperPrefix(
  registry: FragmentRegistry,
  name: string,
  on: boolean,
): EditResult {
  const type = findFragmentType(registry, name)
  if (!type) return { registry, notes: [] }
  const prefix = developerPrefixOf(type)
  if (prefix === '') return { registry, notes: [] }
  const listed = registry.developerPrefixes.includes(prefix)
  if (on === listed) return { registry, notes: [] }
  const sharing = typesSharingPrefix(registry, prefix, name)
  return {
    registry: {
      ...registry,
      developerPrefixes: on
        ? [...registry.developerPrefixes, prefix]
        : registry.developerPrefixes.filter((p) => p !== prefix),
    },
    notes: sharing.length > 0 ? [{ kind: 'prefix_shared', prefix, others: sharing }] : [],
  }
}

/** What the add-type form registers the new type in. */
export interface Registration {
  readonly userMatcher: boolean
  readonly developerPrefix: boolean
}

/** Appends a type and lists it in the table its role asks for. */
export function addType(
  registry: FragmentRegistry,
  type: FragmentType,
  registration: Registration,
): FragmentRegistry {
  const prefix = developerPrefixOf(type)
  return {
    types: [...registry.types, type],
    contextualUserMatchers:
      registration.userMatcher && type.role === 'user'
        ? [...registry.contextualUserMatchers, type.name]
        : registry.contextualUserMatchers,
    developerPrefixes:
      registration.developerPrefix &&
      type.role === 'developer' &&
      prefix !== '' &&
      !registry.developerPrefixes.includes(prefix)
        ? [...registry.developerPrefixes, prefix]
        : registry.developerPrefixes,
  }
}

/**
 * Deletes a type and takes it out of both tables. A prefix stays when another remaining type is
 * listed under it (the realtime instructions share one), and that is announced.
 */
export function deleteType(registry: FragmentRegistry, name: string): EditResult {
  const type = findFragmentType(registry, name)
  if (!type) return { registry, notes: [] }
  const prefix = developerPrefixOf(type)
  const sharing = typesSharingPrefix(registry, prefix, name)
  const dropPrefix = type.role === 'developer' && prefix !== '' && sharing.length === 0
  return {
    registry: {
      types: registry.types.filter((t) => t.name !== name),
      contextualUserMatchers: registry.contextualUserMatchers.filter((m) => m !== name),
      developerPrefixes: dropPrefix
        ? registry.developerPrefixes.filter((p) => p !== prefix)
        : registry.developerPrefixes,
    },
    notes:
      type.role === 'developer' &&
      prefix !== '' &&
      sharing.length > 0 &&
      registry.developerPrefixes.includes(prefix)
        ? [{ kind: 'prefix_shared', prefix, others: sharing }]
        : [],
  }
}

/** Prefix-table entries that no developer type in the registry is listed under. */
export function orphanPrefixes(registry: FragmentRegistry): readonly string[] {
  const owned = new Set(
    registry.types.filter((t) => t.role === 'developer').map((t) => developerPrefixOf(t)),
  )
  return registry.developerPrefixes.filter((prefix) => !owned.has(prefix))
}
