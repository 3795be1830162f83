import { z } from 'zod';

export type Translate = (key: string) => string;

/** Title and text required (admin-automation.md §5); priority 1–3 (default 3) and status (default active). */
export function announcementFormSchema(t: Translate) {
  return z.object({
    title: z.string().trim().min(1, t('errors.titleRequired')).max(200),
    text: z.string().trim().min(1, t('errors.textRequired')).max(5000),
    priority: z.enum(['1', '2', '3']),
    status: z.boolean(),
  });
}
export type AnnouncementFormValues = z.infer<ReturnType<typeof announcementFormSchema>>;

const IMAGE_NAME = /\.(png|jpe?g)$/i;
export const MAX_IMAGE_BYTES = 2 << 20;

/** Why an image cannot be attached (.png, .jpg or .jpeg, up to 2 MB; the server checks the bytes again), or null. */
export function imageProblem(file: { name: string; size: number }): 'fileType' | 'fileSize' | null {
  if (!IMAGE_NAME.test(file.name)) return 'fileType';
  if (file.size > MAX_IMAGE_BYTES) return 'fileSize';
  return null;
}
