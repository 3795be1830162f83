import { z } from 'zod';
import { youtubeCode } from './youtube';

export type Translate = (key: string) => string;

/** Title required (up to 200), description optional, video empty or a YouTube code or URL (the server keeps the code). */
export function helpFormSchema(t: Translate) {
  return z.object({
    title: z.string().trim().min(1, t('errors.titleRequired')).max(200, t('errors.titleLong')),
    description: z.string().max(5000, t('errors.descriptionLong')),
    video: z
      .string()
      .trim()
      .max(500, t('errors.video'))
      .refine((v) => v === '' || youtubeCode(v) !== null, t('errors.video')),
  });
}

export type HelpFormValues = z.infer<ReturnType<typeof helpFormSchema>>;
