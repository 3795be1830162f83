import type { PlanFeatureFlag, PublicPlan, SessionResponse as SessionResponseContract, User } from '@zapdesk/contracts';

/** The user of login, refresh, /auth/me and user events: the contract's `User` (DECISIONS "Wire format"). */
export type SessionUser = User;

/** POST /auth/login and /auth/refresh_token. */
export type SessionResponse = SessionResponseContract;

/** The company plan's seven feature flags (GET /companies/listPlan/{companyId}). */
export type PlanFlags = Pick<PublicPlan, PlanFeatureFlag>;

/** The company's plan: limits, price and flags. */
export type CompanyPlan = PublicPlan;
