import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/**
 * 核心的轨迹规则与条目去留的说明，由逻辑轨迹面板、泳道卡片详情和替换表共用。
 * `{name}` 占位符填入步骤的参数。
 */
export const rules: DeepStrings<Messages['rules']> = {
  /** 每个 RuleId 的简短名称，用作逻辑轨迹面板里的步骤标题 */
  titles: {
    input_history: '输入历史',
    token_status: '词元检查',
    pre_turn_check: '采样前检查',
    previous_model_check: '上一个模型检查',
    mid_turn_roll_over: '中途换窗',
    manual_compact_task: '手动 /compact',
    dispatch_token_budget: '分发器：TokenBudget？',
    dispatch_provider: '分发器：提供方',
    pre_compact_hook: 'PreCompact 钩子',
    post_compact_hook: 'PostCompact 钩子',
    item_started: '压缩条目开始',
    item_completed: '压缩条目完成',
    trim_function_outputs: '截短工具输出',
    remote_request: '远程请求',
    remote_error: '远程错误',
    model_fallback: '模型回退',
    server_transcript: '服务器对话记录',
    should_keep: '保留滤网（should_keep）',
    v2_prefilter: 'v2 保留预过滤',
    v2_retention: 'v2 保留预算',
    v2_compaction_output: 'v2 压缩输出',
    local_prompt_clone: '在私有副本上加提示词',
    local_stream: '本地流',
    local_overflow_trim: '溢出：去掉最旧的一条',
    local_summary_output: '模型摘要到达',
    collect_user_messages: '收集用户消息',
    build_compacted_history: '在预算内重建',
    summary_message: '摘要消息',
    initial_context_injection: '初始上下文注入',
    insert_initial_context: '插入初始上下文',
    empty_window_install: '新的空窗口',
    replace_history: '装入新历史',
    history_version: '历史版本',
    reference_context: '参考上下文',
    local_warning: '准确性警告',
    next_turn_reinjection: '完整上下文重新注入',
    outcome: '结果',
  },

  /** 每一步做了什么，用平实的话说；具体说法按步骤参数选取 */
  steps: {
    input_history:
      '当前历史中有 {items} 条（约 {tokens} 个词元），历史版本为 {version}。此时什么都还没决定。',
  },
}
