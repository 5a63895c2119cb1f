/** Explanations of the core's trace rules and item fates, shared by the trace panel and tooltips. */
export const rules = {} as const
