import type { Language, Profile } from '@zapdesk/contracts';

/** The user shape of login, refresh, /auth/me and user events (DECISIONS "Wire format"). */
export type SessionUser = {
  id: number;
  name: string;
  email: string;
  profile: Profile;
  super: boolean;
  allTicket: 'enabled' | 'desabled';
  whatsappId: number | null;
  language: Language | null;
  companyId: number;
  company: { id: number; name: string; dueDate: string | null; timezone?: string; planId?: number; settings: { key: string; value: string }[] } | null;
  queues: { id: number; name: string; color: string }[];
};

export type SessionResponse = { token: string; user: SessionUser };

/** The company plan's seven feature flags (GET /companies/listPlan/{companyId}). */
export type PlanFlags = {
  useCampaigns: boolean;
  useKanban: boolean;
  useOpenAi: boolean;
  useIntegrations: boolean;
  useSchedules: boolean;
  useInternalChat: boolean;
  useExternalApi: boolean;
};

export type CompanyPlan = PlanFlags & { id: number; name: string; users: number; connections: number; queues: number; value: number };
