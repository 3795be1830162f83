/** A help video (core.md §3 "Help"): `video` is the YouTube code, `description` the text under it. */
export type Help = { id: number; title: string; description: string | null; video: string | null };
