import type { Profile } from '@zapdesk/contracts/constants';

/** A user as GET /users pages them (DECISIONS "Wire format" user shape, plus online). */
export type ListUser = {
  id: number;
  name: string;
  email: string;
  profile: Profile;
  super: boolean;
  allTicket: 'enabled' | 'desabled';
  whatsappId: number | null;
  online?: boolean;
  queues: { id: number; name: string; color: string }[];
};

export type UserEvent = { action: 'create' | 'update'; user: ListUser } | { action: 'delete'; userId: number };
