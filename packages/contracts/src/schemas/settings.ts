import { z } from 'zod';

export const SettingKeyParam = z.object({ key: z.string().min(1).max(100) });
export const SettingUpdateBody = z.object({ value: z.string().max(500) });
export type SettingUpdateBody = z.output<typeof SettingUpdateBody>;
