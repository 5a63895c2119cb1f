import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 压缩九宫格界面的文字（格子、泳道、播放、逻辑轨迹、替换表、计数）。 */
export const grid: DeepStrings<Messages['grid']> = {
  title: '同一段历史，九种裁法',
  intro: '选一个时机和一种实现，然后播放轨迹：屏幕上的每一处变化，都是压缩核心做出的一个决定。',

  phases: {
    pre_turn: '采样前',
    mid_turn: '中途',
    manual: '手动',
  },
  phaseHints: {
    pre_turn: '在采样之前。同一轮次会在它的用户消息之前重新注入上下文。',
    mid_turn: '采样还要继续，所以只要实现写出了摘要，摘要就必须留在最后。',
    manual: '/compact 作为独立的一轮运行。',
  },
  implementations: {
    remote: '远程',
    local: '本地',
    empty_window: '空窗口',
  },
  implementationHints: {
    remote: '由服务器压缩：v2 保留最近的消息，再加上一条压缩条目。',
    local: 'Codex 自己采样出摘要。',
    empty_window: 'TokenBudget：新窗口，没有摘要。',
  },
  paths: {
    remote_v2: '远程 v2',
    remote_legacy: '旧版远程',
    local: '本地',
    empty_window: '空窗口',
    none: '无路径',
  },
  outcomes: {
    completed: '完成',
    failed: '失败',
    turn_aborted: '本轮中止',
    not_triggered: '未触发',
  },
  runOutcomes: {
    completed: '完成',
    'failed-unchanged': '失败，历史未变',
    'not-triggered': '未触发',
    refused: '被拒，本轮停止',
  },
  refusals: {
    pre_compact_hook: 'PreCompact 钩子在任何改动之前中止了本轮',
    post_compact_hook: 'PostCompact 钩子在新历史装入之后中止了本轮',
    interrupted: '摘要请求被中断',
  },
  refusedBecause: '{outcome}（{reason}）',

  selectors: {
    timing: '时机',
    implementation: '实现',
  },

  cells: {
    label: '九个格子',
    hint: '点击格子，或按 1–9。',
    name: '{phase} × {implementation}',
    summary:
      '{name}（按键 {key}）：{path}，{outcome}。裁掉 {cut}，保留 {kept}，注入 {injected}。版本 {before} → {after}。{calls}。',
    version: 'v{before}→{after}',
    modelCalls: { one: '{n} 次模型调用', other: '{n} 次模型调用' },
    serverCalls: { one: '{n} 次服务器调用', other: '{n} 次服务器调用' },
    callsShort: { model: '模型 {n}', server: '服务器 {n}', retries: '重试 {n}' },
    summaryUnchanged:
      '{name}（按键 {key}）：{path}，{outcome}。{unchanged} 条保持原样。版本 {before} → {after}。{calls}。',
    unchangedShort: '= 未变 {n}',
    noCalls: '没有模型或服务器调用',
    callsBoth: '{model}，{server}',
    legacyReply: {
      realistic: '真实回复',
      echo: '回显回复',
      scenario: '场景对话记录',
    },
  },

  status: {
    pending: '待定',
    unchanged: '未变',
    kept: '保留',
    cut: '裁掉',
    injected: '注入',
    summary: '摘要',
    truncated: '截短',
  },
  statusHints: {
    pending: '尚未决定',
    unchanged: '保持原样：压缩没有改动历史',
    kept: '原样带入新历史',
    cut: '被移除',
    injected: '新加入',
    summary: '摘要或压缩条目',
    truncated: '带入新历史，但被截短',
  },
  legend: {
    title: '图例',
    notTriggered: '未触发',
    notTriggeredHint: '这个格子的触发条件没有满足：什么都没运行，所以没有可计的数',
  },

  counters: {
    label: '计数',
    cut: '裁掉',
    kept: '保留',
    injected: '注入',
    version: '版本',
    versionValue: '{before} → {after}',
    truncated: '截短 {n} 条',
    unchanged: '未变',
    unknown: '–',
  },

  badges: {
    label: '课程徽章',
    filter_applied: '滤网已生效',
    summary_last: '摘要留在最后',
    reinjected_same_turn: '本轮重新注入',
    reinjected_next_turn: '下一轮重新注入',
    empty_window: '空窗口',
    hints: {
      filter_applied:
        'should_keep 去掉了运行时包装和工具条目：旧路径上是从服务器的回复里，v2 上是从请求自己的消息里。',
      summary_last: '初始上下文放在最后一条用户消息之前；摘要排在最后。',
      reinjected_same_turn:
        '新历史里什么都没有注入：压缩一结束，同一轮次就会在记录用户消息之前重新注入完整的上下文。',
      reinjected_next_turn:
        '此刻什么都没有注入：手动压缩是一个独立的轮次，所以由下一个常规轮次重新注入完整的上下文。',
      empty_window: '只有初始上下文的新窗口：没有摘要，也没有记忆。',
    },
  },

  lane: {
    title: '历史泳道',
    listLabel: '历史条目，按顺序',
    empty: '还没有回放任何内容。按播放（Space）或前进一步（→）来载入历史。',
    position: '#{n}',
    roleKind: '{role}{kind}',
    noBody: '（空）',
    decidedBy: '{status}，由 {rule} 决定',
    undecided: '尚未决定：后面的某一步会决定。',
    source: '规则源码：{label}',
    nextTurn: '下一轮重新注入',
    nextTurnHint: '不属于这段历史：下一个常规轮次会在它自己的用户消息之前追加这些内容。',
    nextTurnPosition: '+{n}',
    sameTurn: '本轮重新注入',
    sameTurnHint: '不属于新历史：压缩一结束，同一轮次会在记录用户消息之前追加这些内容。',
  },

  /** 泳道卡片上的简短种类名（读屏软件会读出完整名称） */
  kindsShort: {
    message: '消息',
    function_call: '工具调用',
    function_call_output: '工具输出',
    custom_tool_call: '工具调用',
    custom_tool_call_output: '工具输出',
    reasoning: '推理',
    agent_message: '智能体消息',
    compaction: '压缩',
    context_compaction: '压缩',
    compaction_trigger: '触发',
    other: '其他',
  },

  roles: {
    user: '用户',
    assistant: '助手',
    developer: '开发者',
    system: '系统',
  },
  kinds: {
    message: '消息',
    function_call: '工具调用',
    function_call_output: '工具输出',
    custom_tool_call: '自定义工具调用',
    custom_tool_call_output: '自定义工具输出',
    reasoning: '推理',
    agent_message: '智能体消息',
    compaction: '压缩条目',
    context_compaction: '上下文压缩',
    compaction_trigger: '压缩触发',
    other: '其他条目',
  },

  playback: {
    label: '播放',
    play: '播放',
    pause: '暂停',
    stepBack: '后退一步',
    stepForward: '前进一步',
    first: '回到开始',
    last: '最后一步',
    restart: '从头开始',
    speed: '速度',
    speedValue: '{speed}×',
    timeline: '时间轴',
    stepOf: '第 {k} / {n} 步',
    start: '开始（第 1 步之前）',
    keys: 'Space 播放/暂停 · ← → 单步 · Shift+← → 下一处变化 · Home End · 1–9 选格',
    keysLabel: '键盘快捷键',
    announce: '第 {k} / {n} 步：{title}。{text}',
    announceStart: '开始（第 1 步之前），共 {n} 步：尚未回放任何内容。',
  },

  trace: {
    title: '逻辑轨迹',
    hint: '点击某一步即可跳过去。每个链接打开 openai/codex 在 {commit} 时决定这一步的函数，并定位到其中的相关行。',
    listLabel: '轨迹步骤',
    seek: '跳到第 {seq} 步：{title}',
    source: '在 openai/codex {commit} 中打开决定这一步的函数 {label}（新标签页）',
    lesson: '课程：{citation}',
    explainAll: '解释每一步',
    start: '开始（第 1 步之前）：尚未执行任何操作。',
  },

  table: {
    title: '替换表',
  },
}
