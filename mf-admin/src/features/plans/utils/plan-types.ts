/** The seven plan feature flags (core.md §3 "Plan"), in the order the screens show them. */
export const planFlags = ['useCampaigns', 'useKanban', 'useOpenAi', 'useIntegrations', 'useSchedules', 'useInternalChat', 'useExternalApi'] as const;
export type PlanFlag = (typeof planFlags)[number];
