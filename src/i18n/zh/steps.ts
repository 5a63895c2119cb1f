import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 每一步做了什么，用平实的话说（逻辑轨迹面板、朗读、演示者字幕）。 */
export const steps: DeepStrings<Messages['steps']> = {
  pre_turn_check:
    '采样前：run_pre_sampling_compact 在 run_turn 的前段运行：紧接在记录上一轮之后才结束的钩子结果之后，早于记录新进来的用户消息，所以压缩看到的历史里还没有这条消息。',
  previous_model_check: {
    compHashChanged:
      '上一个模型（{previousModel}）和当前模型（{currentModel}）的压缩方式不同（压缩哈希不一致）：先用上一个模型压缩。',
    modelDownshift: '从 {previousModel} 换到窗口更小的 {currentModel} 会溢出：先压缩。',
    none: '模型从 {previousModel} 换成了 {currentModel}，但压缩哈希相同，窗口也没有变小：不做额外压缩。',
    fallback:
      '如果这次远程调用以可能出在模型本身的错误结束（{retriedCurrentModel}，或本实验不模拟的服务器过载、内部错误），会用当前模型重试一次。{retriedSameModelOnly}不在此列。',
  },
  token_status: {
    reached:
      '已用 {activeTokens} 个词元，对照的是压缩上限 {scopeLimit} 再加 {fallbackBufferTokens} 个词元的缓冲。比较用的是“大于或等于”，所以 token_limit_reached 为 true。',
    fullReached:
      '已用 {activeTokens} 个词元，达到了整个可用窗口（{fullLimit} 个词元），所以 token_limit_reached 为 true。',
    notReached:
      '已用 {activeTokens} 个词元，低于压缩上限（{scopeLimit} 加 {fallbackBufferTokens}）和可用窗口（{fullLimit}）：token_limit_reached 为 false。',
    assumed: '场景没有给出词元数，因此假定用量恰好落在上限上。',
    scopeTotal: '词元范围“Total”：正在使用的所有词元都与压缩上限比较。',
    scopeBody:
      '词元范围 BodyAfterPrefix：只有 {prefillInputTokens} 个词元的前缀之后的 {scopeTokens} 个词元与压缩上限比较；可用窗口仍然计算全部。',
    scopeBodyNoPrefill:
      '没有预填充的词元范围 BodyAfterPrefix：基线就是当前用量，所以没有任何词元计入压缩上限，只有可用窗口能触发压缩。',
  },
  mid_turn_roll_over: {
    rollOverLimit:
      '中途：模型还需要后续请求，并且已达到词元上限，所以 should_roll_over 为 true。现在压缩，然后在同一轮里继续采样。',
    rollOverNewWindow:
      '中途：需要后续请求，并且模型请求了新窗口（这个一次性标志随之被消耗），所以 should_roll_over 为 true。',
    noFollowUp:
      '中途：不需要后续请求，所以 should_roll_over 直接为 false，不再往下看（待处理的新窗口请求不会被消耗）。如有需要，下一轮的采样前检查会压缩。',
    underLimit: '中途：需要后续请求，但没有达到上限，也没有请求新窗口：不压缩。',
  },
  manual_compact_task:
    '手动 /compact：CompactTask 取代正在运行的那一轮，作为独立的一轮运行（TurnStarted … TurnComplete），原因为 user_requested。',
  dispatch_token_budget: {
    on: 'TokenBudget 功能已开启，所以不管提供方能做什么，分发器都走空窗口路径。原因：{reason}。',
    off: 'TokenBudget 功能关闭（默认），所以由提供方决定路径。原因：{reason}。',
  },
  dispatch_provider: {
    remote_v2:
      '提供方支持远程压缩 v2，且 RemoteCompactionV2 标志开启：走远程 v2，通过 /responses 发送 compaction_trigger。',
    remote_legacy:
      '提供方支持 v2，但 RemoteCompactionV2 标志关闭：走旧版的 /responses/compact 端点。',
    local: '提供方不支持远程压缩（“Unsupported”）：Codex 在本地自己采样出摘要。',
    empty_window: '选择了空窗口路径。',
  },
  pre_compact_hook: {
    continue: 'PreCompact 钩子运行后放行，压缩继续。',
    stop: '{refusal}（TurnAborted）：历史原封未动。',
  },
  post_compact_hook: {
    continue: 'PostCompact 钩子在装入之后运行，并放行本轮继续。',
    stop: '{refusal}（TurnAborted）：新历史保留。',
  },
  item_started: '发送 ItemStarted(ContextCompaction)：客户端看到压缩开始。',
  item_completed: '发送 ItemCompleted(ContextCompaction)：压缩完成。',
  trim_function_outputs:
    '基础指令加上请求副本大于模型的可用窗口：末尾的 {rewritten} 条工具输出（{ids}）被替换为“truncated”占位符。改动的只有副本。',
  remote_request: {
    ok: '把历史发送到 {endpoint}，模型为 {model}。',
    fault: '把历史发送到 {endpoint}，模型为 {model}，调用失败：{fault}。',
    retried:
      '这个错误可以重试，所以远程 v2 会再发送请求，最多 {maxRetries} 次（流重试上限与 2 中较小者：min(stream_max_retries, 2)）；走 HTTPS 时，HTTP 客户端本身还会对遇到{resentByHttpClient}的请求在每次尝试中最多再发 {requestMaxRetries} 次（请求重试上限：request_max_retries）：共 {calls} 次请求，全部失败。',
    fellBack:
      '请求先走 WebSocket。调用 {websocketCalls} 次后重试用完，Codex 发出警告，把会话切换到 HTTPS，重置重试次数后再试：共 {httpsCalls} 次 HTTPS 请求。',
    retriedLegacy:
      '旧版请求遵循 HTTP 客户端的重试策略：遇到{resentByHttpClient}的请求会再发送，最多 {requestMaxRetries} 次（请求重试上限：request_max_retries）：共 {calls} 次请求，全部失败。',
    empty: '请求为空，所以 Codex 不向 {endpoint} 发送任何内容。',
  },
  remote_error:
    '远程压缩失败（{error}）。它从不回退到本地：发出一条 “Error running remote compact task” 事件，压缩条目停在已开始、未完成的状态。',
  model_fallback: {
    retrySucceeded: '这个错误（{error}）允许用当前模型重试一次，重试成功。',
    retryFailed: '这个错误（{error}）允许用当前模型重试一次。重试也失败了，于是返回原来的错误。',
    noFallback:
      '不重试：{error} 本可以用当前模型重试，但只有用上一个模型做的采样前压缩才有回退模型。',
    notRetryable:
      '不用当前模型重试：在本实验模拟的故障里，那只用于{retriedCurrentModel}（Codex 中还有几种），而 {error} 不在其中。',
  },
  server_transcript: {
    realistic:
      '模拟服务器的回复和 Codex 测试里模拟旧端点的模拟服务器一样：一份 {items} 条的替换对话记录，即请求里的用户和开发者消息，再加一条压缩条目。真实的 /responses/compact 服务器还会返回一部分助手消息（最终回答）；用场景对话记录可以看到这种情况。',
    echo: '回显回复（场景开关）：服务器返回一份 {items} 条的替换对话记录，即原样回传的整个请求，再加一条压缩条目。保留滤网正是为这种情况而存在的。',
    scenario: '服务器返回场景设定的 {items} 条替换对话记录。其中没有的条目就此消失。',
    empty_request: '没有发送请求，所以替换对话记录为空。',
  },
  should_keep:
    'should_keep_compacted_history_item 过滤服务器返回的内容：开发者消息、上下文包装和工具条目被丢掉；真实用户消息、助手消息和压缩条目留下。保留 {kept}，裁掉 {cut}。在远程 v2 中它只判断预过滤留下的候选，所以预过滤丢掉的助手消息仍然是丢掉的；泳道在这一步标出每个决定，结果稍后才装入。',
  v2_prefilter:
    'v2 只把用户、开发者、系统消息和符合条件的智能体消息（来自另一个智能体、不是最终回答、且序列化条目不超过 10 000 词元的消息；普通的助手消息不在其中）留作候选：去掉 {dropped} 条（助手消息、工具调用与输出、推理、旧的压缩条目）；剩下 {candidates} 个候选。',
  v2_retention:
    '要保留的消息从最新的开始分用 {budget} 个词元的预算：保留 {retained}，截短 {truncated}，剩余 {remaining} 个词元。',
  v2_compaction_output: {
    valid: '服务器恰好流式返回一条压缩条目。它排在新历史的最后。',
    invalid: '服务器返回了 {compactionItems} 条压缩条目，而不是恰好一条：结果被拒绝，压缩失败。',
  },
  local_prompt_clone: {
    default: '摘要提示词只加在历史的私有副本（{requestItems} 条）上，绝不加进当前历史：“{prompt}”',
    custom:
      '自定义的 compact_prompt 只加在历史的私有副本（{requestItems} 条）上，绝不加进当前历史：“{prompt}”',
  },
  local_stream: {
    retry:
      '请求因循环会原样重发的错误而失败：除{notRetriedLocal}另有处理外，其他错误都会重发（这里模拟的是：{retriedLocal}）。重新连接，第 {retry} / {maxRetries} 次尝试。已经到达的输出不会改变这一点。',
    retriesExhausted: '请求再次失败，{maxRetries} 次重试全部用完：压缩失败。',
    windowFull: '请求超出窗口，而且只剩一条，没有可去掉的内容：窗口被标记为已满，压缩失败。',
    sessionBudget: '会话共享的词元预算已用完：压缩立即失败，不会重试。',
    interrupted: '{refusal}（TurnAborted）：错误原样返回，没有错误事件，也不重试。',
  },
  local_overflow_trim:
    '请求超出窗口，且不止一条：从副本中去掉最旧的一条（{removed}），重试次数从头计算，用 {requestItems} 条重新请求。',
  local_summary_output: '模型的摘要到达，追加到当前历史。这只是追加，所以历史版本不变。',
  collect_user_messages:
    'collect_user_messages 只收集真实用户消息（不含包装，也不含之前的摘要）：收集到 {collected} 条。其余 {cut} 条不会带入新历史。',
  build_compacted_history:
    '用户消息从最新的开始分用 {budget} 个词元的预算：保留 {kept}，截短 {truncated}，丢弃 {dropped}。',
  summary_message:
    '摘要变成一条用户消息：摘要前缀加上模型写的文字（约 {tokens} 个词元）。它排在最后。',
  initial_context_injection: {
    do_not_inject:
      'DoNotInject（采样前与手动）：新历史里不放初始上下文。采样前，压缩一结束，同一轮次就在用户消息之前把它完整地重新注入；手动压缩之后，则由下一个常规轮次注入。',
    before_last_user_message:
      'BeforeLastUserMessage（中途）：用本轮的世界状态重建初始上下文并插进去，好让摘要留在最后。',
  },
  insert_initial_context: {
    last_real_user:
      '{messages} 条初始上下文消息插在最后一条真实用户消息（{anchorId}）之前，位置 {position}。',
    last_summary:
      '没有真实用户消息，所以 {messages} 条初始上下文消息插在最后一条摘要（{anchorId}）之前，位置 {position}。',
    last_compaction:
      '没有任何用户消息，所以 {messages} 条初始上下文消息插在最后一个压缩条目（{anchorId}）之前，位置 {position}。',
    append: '既没有用户消息，也没有压缩条目，所以 {messages} 条初始上下文消息追加在末尾。',
    summaryLast: '{lastId} 仍是最后一条：摘要留在最后，正是模型训练时见惯的排布。',
  },
  notSimulated: {
    retainClientDeveloperMessages:
      '未模拟：开启 RetainClientDeveloperMessages 时，Codex 还会在这里保留客户端编写的开发者消息，从最新的开始，最多 64 000 个词元。本实验室的条目没有“客户端编写”标记，所以按该功能关闭的情况运行。',
  },
  empty_window_install:
    '空窗口：没有模型，没有服务器，没有摘要。窗口 {previousWindowId} 关闭，{currentWindowId} 打开，里面只有初始上下文（{messages} 条消息）。旧历史一条也不带过去。所以即使是采样前的空窗口也带着初始上下文，而采样前的远程没有：空窗口读 InitialContextInjection 只是为了拿到中途的世界状态（DoNotInject 时重新构建），从不用它决定上下文放在哪里，因为新窗口本身就是初始上下文。',
  replace_history: 'replace_compacted_history 装入新历史：{items} 条。有 {cut} 条就此消失。',
  history_version: '历史版本从 {before} 变为 {after}：重写历史会让它递增，追加永远不会。',
  reference_context: {
    cleared: '参考上下文条目被清空：下一个常规轮次找不到参考，会完整地重新注入初始上下文。',
    clearedSameTurn:
      '参考上下文条目被清空：压缩一结束，同一轮次找不到参考，会在用户消息之前完整地重新注入初始上下文。',
    set: '参考上下文条目设为本轮的上下文：下一轮只注入有变化的部分。',
    unchanged: '参考上下文条目不变。',
  },
  local_warning: '本地路径会发出警告：对话很长、反复压缩，可能让模型变得不那么准确。',
  next_turn_reinjection: {
    same_turn:
      '因为参考已被清空，压缩一结束，同一轮次就会重新注入完整的初始上下文（{messages} 条消息）：run_turn 不经采样，直接把它记录在这段历史之后、传入的用户消息之前。',
    next_turn:
      '因为参考已被清空，下一个常规轮次会在这段历史之后、它自己的用户消息之前，追加完整的初始上下文（{messages} 条消息）。手动压缩是一个独立的轮次，所以要等到那个轮次。',
  },
  outcome: {
    completed: '完成：{path} 路径已走完。',
    failed: '压缩失败，本轮以错误结束。历史没有被替换。',
    failedManual: '压缩失败。手动任务报告错误后结束；历史没有被替换。',
    turn_aborted: '本轮中止（TurnAborted）：原因见叫停的那一步，历史停留在那一步留下的样子。',
    not_triggered: '这次不压缩：历史保持原样。',
  },
}
