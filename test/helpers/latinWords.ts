/**
 * Latin-script words in Korean and Chinese text: a reader of those languages should meet none
 * but code identifiers and a few names. Used by the catalogs' unit test and the screens' e2e
 * scan, so both read a word the same way.
 */

/**
 * Words allowed as they are, each for a reason:
 * - `Codex`, `Context Lab`: product names, never translated.
 * - `user`, `developer`, `assistant`, `system`: Codex's role names, protocol values, on a screen
 *   only as code or as the secondary label after the role's name in the reader's language (the
 *   catalogs' check, `roleNamesInProse`, refuses them anywhere else).
 * - `v1`, `v2`: the names of the two remote compaction implementations (`compact_remote_v2`).
 * - `JSON`, `HTTP`, `ASCII`, `UTF-8`, `ID`, `KB`, `MB`: formats and units written this way in
 *   Korean and Chinese technical text.
 * - `Shift`, `Ctrl`, `Cmd`, `Alt`, `Esc`, `Enter`, `Home`, `End`, `PageUp`, `PageDown`: the
 *   labels printed on the keys a shortcut names (`Space`, `Tab` too).
 * - `true`, `false`, `cwd`, `constructor`, `prototype`: code values and field names.
 * - `Rust`, `Unicode`, `Markdown`, `CSV`, `SVG`, `PNG`, `zstd`, `iframe`: a language, a standard, formats and an HTML
 *   element, named as their own documentation names them.
 * - `read-only` … `granular`: Codex's sandbox modes and approval policies, as typed in its config.
 * - `LLM`, `SDK`, `IDE`, `CLI`, `PR`, `README`, `npm`: abbreviations, a file's and a tool's name,
 *   written this way in Korean and Chinese developer text (대규모 언어 모델 or 拉取请求 would read
 *   as a translation exercise, not as the words a developer uses).
 */
const LATIN_ALLOWLIST: ReadonlySet<string> = new Set([
  'Codex',
  'Context',
  'Lab',
  'user',
  'developer',
  'assistant',
  'system',
  'v1',
  'v2',
  'JSON',
  'HTTP',
  'HTTPS',
  'WebSocket',
  'ASCII',
  'UTF-8',
  'ID',
  'KB',
  'MB',
  'Shift',
  'Ctrl',
  'Cmd',
  'Alt',
  'Esc',
  'Enter',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Space',
  'Tab',
  'true',
  'false',
  'cwd',
  'Rust',
  'Unicode',
  'Markdown',
  'CSV',
  'SVG',
  'PNG',
  'zstd',
  'iframe',
  'constructor',
  'prototype',
  'read-only',
  'workspace-write',
  'danger-full-access',
  'untrusted',
  'on-failure',
  'on-request',
  'never',
  'granular',
  'LLM',
  'SDK',
  'IDE',
  'CLI',
  'PR',
  'README',
  'npm',
])

// names of two words pass only together
const NAMES = /\b(Context Lab|Claude Code)\b/g

/**
 * Whether a word is a code identifier: it has an underscore, a path or file separator, angle
 * brackets, a call's parentheses or `::`, a digit after a letter (gpt-5, v3), or a capital after a
 * lower-case letter (TokenBudget, matchesText). Plain words and ALL-CAPS words are not.
 */
function isIdentifier(word: string): boolean {
  if (/[_/<>#&=*:@$\\[\]{}]/.test(word) || /\w\(/.test(word)) return true
  if (/[A-Za-z]\.[A-Za-z]|^\.[a-z]/.test(word) || /^codex-[a-z-]+$/.test(word)) return true
  if (/^\d/.test(word)) return true
  if (/[A-Za-z]-?\d/.test(word)) return true
  return /[a-z][A-Z]/.test(word)
}

/**
 * Text outside `code spans`, `{placeholders}` and quoted ASCII literals (“Error running remote
 * compact task”, Codex's own words quoted as they appear): what a catalog string shows as prose.
 */
export function proseOf(text: string): string {
  return unquoted(text.replace(/`[^`]*`/g, ' ').replace(/\{[^}]*\}/g, ' '))
}

/** Text without quoted ASCII literals and code points (U+FEFF): both are shown as Codex has them. */
function unquoted(text: string): string {
  return text.replace(/[“"][\x20-\x21\x23-\x7e…]+[”"]/g, ' ').replace(/U\+[0-9A-F]{4,6}/g, ' ')
}

/** A run without its surrounding punctuation; a call's `()` and a tag's `<>` stay. */
function trimmed(run: string): string {
  const call = run.match(/^[^A-Za-z0-9_</.#$\\-]*(.*?\w\(\))/)
  if (call) return call[1]!
  return run.replace(/^[^A-Za-z0-9_</.#$\\-]+/, '').replace(/[^A-Za-z0-9_>/*=]+$/, '')
}

/**
 * The Latin words of a text that are neither identifiers nor on the allowlist, in order
 * (repeated as often as they occur). Words are runs of printable ASCII but `+`
 * (Korean and Chinese letters and punctuation end them), trimmed of the punctuation around them.
 */
export function latinWords(text: string): string[] {
  const found: string[] = []
  for (const match of unquoted(text)
    .replace(NAMES, ' ')
    .matchAll(/[\x21-\x2a\x2c-\x7e]+/g)) {
    const word = trimmed(match[0])
    if (!/[A-Za-z]/.test(word)) continue
    // a single letter is a key's label (Ctrl+K), a variable's or a letter's name
    if (LATIN_ALLOWLIST.has(word) || isIdentifier(word) || /^[A-Za-z]$/.test(word)) continue
    found.push(word)
  }
  return found
}

/** One Latin word found in a locale's text, with where it was. */
export interface LatinFinding {
  /** the catalog file or screen, e.g. `src/i18n/ko/grid.ts` or `grid (ko)` */
  readonly where: string
  /** the dotted key, or the element's description on a screen */
  readonly key: string
  readonly word: string
}

/** Codex's role names: the allowlist lets a screen show them, a catalog's prose may not. */
const ROLE_NAMES: ReadonlySet<string> = new Set(['user', 'developer', 'assistant', 'system'])

// a role name as the secondary label right after its native name: 개발자(developer), 开发者（developer）
const SECONDARY = /[(（](?:user|developer|assistant|system)[)）]/g

/**
 * The role names a text writes in its prose (outside code spans, placeholders and quoted
 * literals) other than as a secondary label in parentheses: Korean and Chinese say the role in
 * their own words ("개발자 메시지", "开发者消息") and give the code name only as code or as that label.
 */
export function roleNamesInProse(text: string): string[] {
  const prose = proseOf(text).replace(SECONDARY, ' ')
  return [
    ...prose.matchAll(/(?<![A-Za-z_<./-])(user|developer|assistant|system)(?![A-Za-z_>.(-])/gi),
  ]
    .map((match) => match[1]!)
    .filter((word) => ROLE_NAMES.has(word.toLowerCase()))
}

/**
 * Every Latin word of each `key → text` entry, outside code spans and placeholders, and every
 * role name written in prose rather than as code or a secondary label.
 */
export function latinFindings(where: string, entries: ReadonlyMap<string, string>): LatinFinding[] {
  const findings: LatinFinding[] = []
  for (const [key, text] of entries) {
    for (const word of latinWords(proseOf(text))) findings.push({ where, key, word })
    for (const word of roleNamesInProse(text)) findings.push({ where, key, word })
  }
  return findings
}

/** Findings as one line each (`file key: word`), for a test failure a person can act on. */
export function formatLatinFindings(findings: readonly LatinFinding[]): string {
  return findings.map(({ where, key, word }) => `${where} ${key}: ${word}`).join('\n')
}
