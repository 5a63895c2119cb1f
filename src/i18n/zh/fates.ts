import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 条目被保留、删除或缩短的原因(FateReason)以及压缩运行的原因(CompactionReason)。 */
export const fates: DeepStrings<Messages['fates']> = {
  /** `CompactionReason` 分析标签 */
  compactionReasons: {
    context_limit: '上下文上限',
    user_requested: '用户请求',
    comp_hash_changed: '压缩哈希变更',
    model_downshift: '换用窗口更小的模型',
  },

  /** 条目被保留、裁掉或截短的原因（FateReason） */
  reasons: {
    real_user_message: '真实用户消息：用户内容总会带入新历史。',
    summary_message: '摘要消息：压缩产生的摘要，以用户消息的形式发送。',
    hook_prompt: '持久的钩子提示词：像用户内容一样保留。',
    contextual_wrapper:
      '上下文包装（AGENTS.md、环境上下文、中断某一轮的说明…）：这是运行时上下文，不是用户写的。',
    developer_message: '开发者消息：过期或重复的指令被丢弃。',
    system_message: '系统消息：丢弃。',
    assistant_message: '助手消息：保留，因为远程压缩模型可能会输出这类消息。',
    agent_message: '来自另一个智能体的消息：保留。',
    descendant_progress_agent_message:
      '下级智能体发来的进度消息（“Message Type: MESSAGE”，作者在接收者之下）：远程 v2 不保留。',
    final_answer_agent_message: '智能体的最终答复：不保留。',
    oversized_agent_message: '序列化条目超过 10 000 个词元的智能体消息：不保留。',
    compaction_item: '压缩条目：保留。',
    tool_or_reasoning: '工具调用、工具输出或推理条目：这些不会带入新历史。',
    compaction_trigger: '压缩触发或配置更新：丢弃。',
    not_in_server_transcript: '不在服务器的替换对话记录中。',
    server_item: '服务器返回的条目。',
    not_retained_by_v2: '不是用户、开发者或系统消息：远程 v2 不保留它（助手消息、工具、推理）。',
    over_retention_budget:
      '放不进剩下的保留预算（预算从最新的开始填；无法截短的消息会被跳过，更旧的消息仍会轮到）。',
    truncated_to_budget: '截短，以塞进剩下的词元预算。',
    over_user_message_budget: '比 20 000 个词元的用户消息预算允许的更旧（从最新的开始填）。',
    not_a_user_message: '不是用户消息：只有真实用户消息会被重建。',
    new_context_window: '新的上下文窗口开始：旧窗口里的东西一概不带过去。',
    initial_context: '初始上下文，根据当前世界状态新渲染出来。',
    compaction_output: '压缩自身的输出：服务器的不透明检查点。',
    model_output: '模型的原始回复：由摘要消息取代。',
    attached_notice: '附在保留消息上的通知：消息去哪里，它就跟到哪里。',
    unchanged: '没有任何压缩改动它。',
  },
}
