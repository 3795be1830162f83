import { z } from 'zod';
import { languages, profiles } from '../constants';
import { email, pageNumber, password, searchParam } from './common';

export const allTicketValues = ['enabled', 'desabled'] as const;

const userName = z.string().trim().min(2).max(50);
const userQueueIds = z.array(z.number().int().positive()).max(500);
const userWhatsappId = z.number().int().positive().nullable();

export const UsersQuery = z.object({ searchParam, pageNumber });

export const UserCreateBody = z.object({
  name: userName,
  email,
  password,
  profile: z.enum(profiles).default('user'),
  allTicket: z.enum(allTicketValues).default('desabled'),
  whatsappId: userWhatsappId.optional(),
  queueIds: userQueueIds.default([]),
  language: z.enum(languages).optional(),
});
export type UserCreateBody = z.output<typeof UserCreateBody>;

/**
 * Every field optional; an empty or null password leaves the password unchanged. Changing one's own
 * password also takes the current one (`currentPassword`).
 */
export const UserUpdateBody = z.object({
  name: userName.optional(),
  email: email.optional(),
  password: z.union([z.literal(''), password]).nullish(),
  currentPassword: z.string().max(200).nullish(),
  profile: z.enum(profiles).optional(),
  allTicket: z.enum(allTicketValues).optional(),
  whatsappId: userWhatsappId.optional(),
  queueIds: userQueueIds.optional(),
  language: z.enum(languages).optional(),
});
export type UserUpdateBody = z.output<typeof UserUpdateBody>;
