import { isContextualUserMessageContent } from './contextManager.ts'
import type { ContentItem, ImageDetail } from './responseItem.ts'

/**
 * `parse_user_message` (`core/src/event_mapping.rs:97–146` at the pin) for messages with
 * media: what a user message shows as its turn item. The label texts Codex wraps around an
 * attached image or audio (`<image name=…>` … `</image>`, `models.rs:1565–1644`) are skipped
 * when they sit next to the part they label; output text in a user message is dropped.
 */

export type UserInput =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'image'; readonly imageUrl: string; readonly detail?: ImageDetail }
  | { readonly type: 'audio'; readonly audioUrl: string }

function isOpenTag(text: string, kind: 'image' | 'audio'): boolean {
  const named = `<${kind} name=`
  return text === `<${kind}>` || (text.startsWith(named) && text.slice(named.length).endsWith('>'))
}

/** Whether the text at `index` labels the `kind` part right after (open) or before (close) it. */
function isLabel(content: readonly ContentItem[], index: number, kind: 'image' | 'audio'): boolean {
  const text = (content[index] as { text: string }).text
  const part = `input_${kind}`
  return (
    (isOpenTag(text, kind) && content[index + 1]?.type === part) ||
    (index > 0 && text === `</${kind}>` && content[index - 1]?.type === part)
  )
}

/** The user message's inputs, or undefined for a contextual message (it is not a user turn). */
export function parseUserMessage(content: readonly ContentItem[]): UserInput[] | undefined {
  if (isContextualUserMessageContent(content)) return undefined
  const inputs: UserInput[] = []
  content.forEach((part, index) => {
    if (part.type === 'input_text') {
      if (!isLabel(content, index, 'image') && !isLabel(content, index, 'audio'))
        inputs.push({ type: 'text', text: part.text })
    } else if (part.type === 'input_image')
      inputs.push({
        type: 'image',
        imageUrl: part.imageUrl,
        ...(part.detail === undefined ? {} : { detail: part.detail }),
      })
    else if (part.type === 'input_audio') inputs.push({ type: 'audio', audioUrl: part.audioUrl })
  })
  return inputs
}
