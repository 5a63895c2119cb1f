/**
 * The items of one Rust source file, as rows of the pin index (file, symbol, kind, line, end,
 * scope), found by a small lexer and brace matching: no compiler, no ctags. It knows what the pin
 * index needs: functions and methods, structs and unions, enums, impl blocks, modules, type
 * aliases and `macro_rules!`. Enum variants are left out (nothing the project cites is one).
 * `line` is the line of the item's name, `end` the line of its closing brace or semicolon.
 * `scope` is the chain of enclosing modules, functions, impl types and traits (`tests`,
 * `Session`, `outer_fn::Helper`), empty at the top of the file.
 */

export interface PinRow {
  readonly file: string
  readonly symbol: string
  readonly kind: string
  readonly line: number
  readonly end: number
  readonly scope: string
}

interface Token {
  readonly text: string
  readonly line: number
}

const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y
const NUMBER = /[0-9][0-9A-Za-z_]*(?:\.[0-9][0-9A-Za-z_]*)?/y
const MULTI = ['::', '->', '=>']

/** Reads a quoted literal from `start` (at its opening quote); returns the index after it. */
function skipQuoted(src: string, start: number, raw: boolean, hashes = 0): number {
  const close = `"${'#'.repeat(hashes)}`
  let i = start + 1
  while (i < src.length) {
    if (!raw && src[i] === '\\') i += 2
    else if (src.startsWith(close, i)) return i + close.length
    else i += 1
  }
  return i
}

/** Where a `'` starts a char literal, the index after it; -1 where it starts a lifetime. */
function charLiteralEnd(src: string, start: number): number {
  if (src[start + 1] === '\\') {
    const close = src.indexOf("'", start + 3)
    return close < 0 ? src.length : close + 1
  }
  const code = src.codePointAt(start + 1)
  if (code === undefined) return -1
  const width = code > 0xffff ? 2 : 1
  return src[start + 1 + width] === "'" ? start + 2 + width : -1
}

/** The tokens of a Rust file, comments, strings and char literals left out. */
export function lexRust(src: string): Token[] {
  const tokens: Token[] = []
  let line = 1
  let i = 0
  const advanceTo = (next: number) => {
    for (let k = i; k < next && k < src.length; k++) if (src[k] === '\n') line += 1
    i = next
  }
  while (i < src.length) {
    const c = src[i]!
    if (c === '\n' || c === ' ' || c === '\t' || c === '\r') advanceTo(i + 1)
    else if (src.startsWith('//', i)) {
      const eol = src.indexOf('\n', i)
      advanceTo(eol < 0 ? src.length : eol)
    } else if (src.startsWith('/*', i)) {
      let depth = 0
      let k = i
      // block comments nest in Rust
      do {
        const step = src.startsWith('/*', k) ? 1 : src.startsWith('*/', k) ? -1 : 0
        depth += step
        k += step === 0 ? 1 : 2
      } while (depth > 0 && k < src.length)
      advanceTo(k)
    } else if (c === '"') advanceTo(skipQuoted(src, i, false))
    else if (/^(?:b|c)?r#*"/.test(src.slice(i, i + 8)) && /[bcr]/.test(c)) {
      const m = /^(?:b|c)?r(#*)"/.exec(src.slice(i, i + 260))!
      advanceTo(skipQuoted(src, i + m[0].length - 1, true, m[1]!.length))
    } else if ((c === 'b' || c === 'c') && src[i + 1] === '"')
      advanceTo(skipQuoted(src, i + 1, false))
    else if (c === 'b' && src[i + 1] === "'") advanceTo(charLiteralEnd(src, i + 1))
    else if (c === "'") {
      const end = charLiteralEnd(src, i)
      if (end > 0) advanceTo(end)
      else {
        IDENT.lastIndex = i + 1
        const m = IDENT.exec(src)
        advanceTo(i + 1 + (m?.[0].length ?? 0))
      }
    } else {
      IDENT.lastIndex = i
      NUMBER.lastIndex = i
      const word = IDENT.exec(src)
      const number = word ? null : NUMBER.exec(src)
      const multi = MULTI.find((op) => src.startsWith(op, i))
      const text = word?.[0] ?? number?.[0] ?? multi ?? c
      // `r#type` is the identifier `type`
      if (text === 'r' && src[i + 1] === '#' && /[A-Za-z_]/.test(src[i + 2] ?? '')) {
        IDENT.lastIndex = i + 2
        const raw = IDENT.exec(src)![0]
        tokens.push({ text: `r#${raw}`, line })
        advanceTo(i + 2 + raw.length)
        continue
      }
      if (!number) tokens.push({ text, line })
      advanceTo(i + text.length)
    }
  }
  return tokens
}

const OPEN: Record<string, string> = { '{': '}', '(': ')', '[': ']' }

/** For every opening bracket, the index of its closing one. */
function matchBrackets(tokens: readonly Token[], file: string): Map<number, number> {
  const matches = new Map<number, number>()
  const stack: number[] = []
  tokens.forEach((token, index) => {
    if (OPEN[token.text] !== undefined) stack.push(index)
    else if (token.text === '}' || token.text === ')' || token.text === ']') {
      const open = stack.pop()
      if (open === undefined || OPEN[tokens[open]!.text] !== token.text)
        throw new Error(`${file}:${token.line}: unbalanced ${token.text}`)
      matches.set(open, index)
    }
  })
  if (stack.length > 0) throw new Error(`${file}: ${stack.length} unclosed brackets`)
  return matches
}

// a keyword begins an item only where an item may begin (not `-> impl Trait`, not `fn(u8)`)
const ITEM_START = new Set([
  ';',
  '{',
  '}',
  ']',
  'unsafe',
  'default',
  'pub',
  'async',
  'const',
  'extern',
])
const KEYWORDS = new Set([
  'fn',
  'struct',
  'union',
  'enum',
  'mod',
  'trait',
  'type',
  'impl',
  'macro_rules',
])

interface Frame {
  readonly close: number
  readonly name: string
  /** an impl or trait block: its functions are methods */
  readonly isType: boolean
}

/** The items of `src`, as pin index rows of `file`. */
export function rustItems(file: string, src: string): PinRow[] {
  const tokens = lexRust(src)
  const matches = matchBrackets(tokens, file)
  const opens = new Map([...matches].map(([open, close]) => [close, open]))
  const at = (k: number) => tokens[k]?.text ?? ''
  const isItemStart = (k: number) => {
    const prev = at(k - 1)
    // `pub(crate) fn`: the token before the keyword closes the visibility's parentheses
    if (prev === ')') return at((opens.get(k - 1) ?? 0) - 1) === 'pub'
    return k === 0 || ITEM_START.has(prev)
  }
  /** From `k`, the first `{` or `;` outside brackets: [its index, its closing index]. */
  const bodyFrom = (k: number): [number, number] => {
    for (let j = k; j < tokens.length; j++) {
      const t = at(j)
      if (t === ';') return [j, j]
      if (t === '{') return [j, matches.get(j)!]
      if (t === '(' || t === '[') j = matches.get(j)!
    }
    throw new Error(`${file}:${tokens[k]?.line ?? '?'}: an item without a body`)
  }
  const rows: PinRow[] = []
  const frames: Frame[] = []
  const pending = new Map<number, Frame>()
  const push = (symbol: string, kind: string, nameAt: number, endAt: number) =>
    rows.push({
      file,
      symbol,
      kind,
      line: tokens[nameAt]!.line,
      end: tokens[endAt]!.line,
      scope: frames.map((frame) => frame.name).join('::'),
    })
  for (let k = 0; k < tokens.length; k++) {
    while (frames.length > 0 && k > frames[frames.length - 1]!.close) frames.pop()
    const entered = pending.get(k)
    if (entered) frames.push(entered)
    const t = at(k)
    const name = at(k + 1)
    // a macro call's tokens are not items (`json!({..})`, `select! {..}`)
    if (t === '!' && OPEN[name] !== undefined && at(k - 1) !== 'macro_rules') {
      k = matches.get(k + 1)!
      continue
    }
    if (!KEYWORDS.has(t) || !isItemStart(k)) continue
    if (t !== 'impl' && t !== 'macro_rules' && !/^[A-Za-z_]/.test(name)) continue
    if (t === 'fn' || t === 'mod' || t === 'trait' || t === 'impl') {
      const [open, close] = bodyFrom(t === 'impl' ? k + 1 : k + 2)
      const inType = frames[frames.length - 1]?.isType ?? false
      const symbol = t === 'impl' ? implType(tokens.slice(k + 1, open).map((x) => x.text)) : name
      const kind = {
        fn: inType ? 'method' : 'function',
        mod: 'module',
        trait: '',
        impl: 'implementation',
      }[t]
      if (kind !== '') push(symbol, kind, k + 1, close)
      if (open !== close)
        pending.set(open, { close, name: symbol, isType: t === 'impl' || t === 'trait' })
    } else if (t === 'struct' || t === 'union' || t === 'enum') {
      const [open, close] = bodyFrom(k + 2)
      push(name, t === 'enum' ? 'enum' : 'struct', k + 1, close)
      k = Math.max(k, open === close ? k : close - 1)
    } else if (t === 'type') push(name, 'typedef', k + 1, bodyFrom(k + 2)[1])
    else if (t === 'macro_rules' && name === '!') {
      const open = k + 3
      const close = matches.get(open) ?? open
      push(at(k + 2), 'macro', k + 2, at(open) === '{' ? close : close + 1)
      k = close
    }
  }
  return rows
}

/** The type an impl block is for: the last path segment before its generics. */
export function implType(header: readonly string[]): string {
  // drop the impl's own generics
  let k = 0
  if (header[0] === '<') {
    let depth = 0
    for (; k < header.length; k++) {
      if (header[k] === '<') depth += 1
      else if (header[k] === '>') depth -= 1
      if (depth === 0) break
    }
    k += 1
  }
  const rest = header.slice(k)
  let depth = 0
  let start = 0
  rest.forEach((t, j) => {
    if (t === '<') depth += 1
    else if (t === '>') depth -= 1
    else if (t === 'for' && depth === 0) start = j + 1
  })
  const type = rest.slice(start)
  const whereAt = type.indexOf('where')
  const path = (whereAt < 0 ? type : type.slice(0, whereAt)).filter(
    (t) => !['&', 'mut', 'dyn', '!', 'unsafe', 'const'].includes(t) && !t.startsWith("'"),
  )
  let name = ''
  depth = 0
  for (const t of path) {
    if (t === '<') depth += 1
    else if (t === '>') depth -= 1
    else if (depth === 0 && /^[A-Za-z_]/.test(t)) name = t
  }
  return name
}
